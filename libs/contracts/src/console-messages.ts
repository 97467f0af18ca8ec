// The messages of the operator console (its sign-in, members and sanctions, live takedown) and of
// the rules documents members agree to, in groups as in messages.ts, whose conventions hold here.

/** The operator console (docs/permissions.md, "Operator console"). */
export const ADMIN_MESSAGES = {
  invalidCredentials: '아이디, 비밀번호 또는 인증 코드가 올바르지 않습니다.',
  codeAlreadyUsed: '이미 사용한 인증 코드입니다. 다음 코드를 입력해주세요.',
  notEnrolled: '인증 앱 등록을 먼저 완료해주세요.',
  alreadyEnrolled: '이미 인증 앱 등록을 마친 계정입니다.',
  disabled: '사용이 중지된 운영자 계정입니다.',
  signInRequired: '운영자 로그인이 필요합니다.',
  sessionExpired: '30분 동안 사용하지 않아 로그아웃되었습니다. 다시 로그인해주세요.',
  roleRefused: '이 작업을 할 권한이 없습니다.',
  brandRefused: '담당하지 않는 브랜드입니다.',
  loginTaken: '이미 사용 중인 운영자 아이디입니다.',
  staffNotFound: '운영자 계정을 찾을 수 없습니다.',
  ownAccount: '자신의 계정은 변경하거나 중지할 수 없습니다.',
  reasonRequired: '처리 사유를 500자 이내로 입력해주세요.',
  answerRequired: '답변 내용을 5000자 이내로 입력해주세요.',
  reportNotFound: '신고를 찾을 수 없습니다.',
  reportClosed: '이미 처리가 끝난 신고입니다.',
  notHideable: '게시글과 댓글만 숨길 수 있습니다.',
  inquiryNotFound: '문의를 찾을 수 없습니다.',
  accountChangeNotFound: '계좌 변경 요청을 찾을 수 없습니다.',
  accountChangeDecided: '이미 처리된 계좌 변경 요청입니다.',
  attachmentNotFound: '첨부파일을 찾을 수 없습니다.',
  contentNotFound: '콘텐츠를 찾을 수 없습니다.',
  couponBatchNotFound: '쿠폰 묶음을 찾을 수 없습니다.',
  couponCodeTaken: '이미 사용 중인 쿠폰번호입니다.',
  categoryNotFound: '카테고리를 찾을 수 없습니다.',
  categorySlugTaken: '이미 사용 중인 카테고리 주소입니다.',
  couponItemUnknown: '발급할 수 없는 아이템입니다.',
  exchangeEventNotFound: '교환 이벤트를 찾을 수 없습니다.',
  paymentNotFound: '결제를 찾을 수 없습니다.',
  paymentNotRefundable: '승인된 결제만 환불할 수 있습니다.',
  gatewayRefundRefused: '결제사가 환불을 거절했습니다. 결제사 관리 화면에서 상태를 확인해주세요.',
  payoutBatchNotFound: '지급 묶음을 찾을 수 없습니다.',
  payoutBatchPaid: '이미 지급 완료된 묶음입니다.',
} as const;

/**
 * A member under a sanction of the operator console (docs/permissions.md, "Members and sanctions").
 * {until}: the end, in Korean time (YYYY-MM-DD HH:mm).
 */
export const SANCTION_MESSAGES = {
  blockedUntil: '운영정책 위반으로 {until}까지 이용이 제한된 계정입니다.',
  blockedPermanently: '운영정책 위반으로 영구적으로 이용이 제한된 계정입니다.',
  chatBannedUntil: '운영정책 위반으로 {until}까지 채팅이 금지되었습니다.',
  chatBannedPermanently: '운영정책 위반으로 채팅이 영구적으로 금지되었습니다.',
} as const;

/** The operator console's member tools and its sign-in lockout. */
export const ADMIN_MEMBER_MESSAGES = {
  memberNotFound: '존재하지 않는 회원입니다.',
  nothingToLift: '해제할 제재가 없습니다.',
  /** {until}: when the lock ends, in Korean time (YYYY-MM-DD HH:mm). */
  signInLocked: '로그인에 5번 실패하여 15분 동안 잠겼습니다. {until} 이후에 다시 시도해주세요.',
} as const;

/**
 * Live takedown (docs/takedown.md): the reason an operator must give, and what the streamer is told
 * of each action in the broadcast settings and with a refused publish ({reason} is the operator's).
 */
export const ADMIN_LIVE_MESSAGES = {
  reasonRequired: '사유를 입력해주세요.',
  reasonTooLong: '사유는 500자 이내로 입력해주세요.',
  broadcastEnded: '운영자가 방송을 종료했습니다. 사유: {reason}',
  streamKeyRevoked: '운영자가 스트림 키를 폐기했습니다. 새 스트림 키를 발급받아야 방송할 수 있습니다. 사유: {reason}',
  suspended: '운영자가 이 채널의 방송을 정지했습니다. 정지가 해제될 때까지 방송할 수 없습니다. 사유: {reason}',
} as const;

/** Rules documents and the member's agreement to them (docs/rules-documents.md). */
export const RULES_MESSAGES = {
  versionNotInForce: '지금 시행 중인 약관이 아닙니다. 화면을 새로 고친 뒤 다시 동의해주세요.',
  effectiveInPast: '시행일은 지금 이후로 정해주세요.',
} as const;
