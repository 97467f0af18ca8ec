// Every message the API answers with, in groups: those of SPEC.md sections 5 and 8 letter for letter
// (Korean is the source language). Each has a stable key, its group's name and its own ('auth.blocked'),
// which error answers carry beside the Korean text; the web words the key from its ko/en bundles
// ('error.auth.blocked'). A {name} in a text is a param, filled from the answer's params.

export const VALIDATION_MESSAGES = {
  loginId: '아이디는 6~15자 영문, 숫자입니다.',
  loginIdTaken: '이미 존재하는 아이디입니다.',
  loginRequired: '아이디를 입력해주세요.',
  password: '비밀번호는 8~15자 이내의 대 소문자,숫자,특수문자입니다.',
  passwordRequired: 'Please check password',
  passwordMismatch: '비밀번호가 일치하지 않습니다.',
  passwordCommon: '너무 흔한 비밀번호입니다. 다른 비밀번호를 사용해주세요.',
  nickname: '닉네임을 확인해주세요.',
  nicknameTaken: '이미 사용 중인 닉네임입니다.',
  recommenderNotFound: '입력한 추천인이 조회되지 않습니다.',
  termsRequired: '필수약관에 동의해주셔야 합니다.',
  birthday: 'Please check birthday',
  name: 'Please check name',
  gender: 'Please check gender',
  phoneRequired: '핸드폰번호를 입력해주세요.',
  phoneNotVerified: '핸드폰 인증을 완료해주세요',
  captchaIncomplete: '검증이 완료되지 않았습니다. 다시 시도하기',
  /** Any text field holding NUL or half of a UTF-16 surrogate pair: neither can be stored. */
  invalidCharacter: '사용할 수 없는 문자가 포함되어 있습니다.',
  /** Any number field holding a fraction, or a value past what its database column holds. */
  wholeNumber: '올바른 숫자를 입력해주세요.',
} as const;

export const AUTH_MESSAGES = {
  invalidCredentials: '계정 정보가 올바르지 않습니다.',
  blocked: '차단된 계정입니다',
  tooManyAttempts: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.',
  unknownSocialError: '알 수 없는 오류가 발생하였습니다.',
  invalidToken: 'accessToken is not valid',
  invalidAccess: '잘못된 접근입니다.',
  sessionExpired: '세션이 만료되었습니다. 다시 로그인 후 이용가능합니다.',
  membersOnly: '로그인 후 이용가능합니다.',
  crossSite: '허용되지 않은 출처의 요청입니다.',
} as const;

export const PHONE_MESSAGES = {
  sent: '인증번호가 발송 되었습니다.',
  resendLocked: '잠시 후 다시 시도해주세요.',
  codeMismatch: '인증번호가 일치하지 않습니다.',
  codeExpired: '인증번호가 만료되었습니다. 인증번호를 다시 받아주세요.',
  tooManyAttempts: '인증 시도 횟수를 초과했습니다. 인증번호를 다시 받아주세요.',
  verified: '인증이 완료되었습니다.',
  sendFailed: '인증번호를 보내지 못했습니다. 잠시 후 다시 시도해주세요.',
  hourlyLimit: '인증번호 요청이 너무 많습니다. 1시간 후 다시 시도해주세요.',
  proofInvalid: '인증 정보가 유효하지 않습니다. 처음부터 다시 인증해주세요.',
  memberNotFound: '입력한 아이디로 가입된 회원이 없습니다.',
  codeFormat: '인증번호 6자리를 입력해주세요.',
  noPhoneOnFile: '등록된 휴대폰 번호가 없어 인증번호를 보낼 수 없습니다. 고객센터로 문의해주세요.',
} as const;

/** Social login: the authorization-code flow and social signup. */
export const OAUTH_MESSAGES = {
  providerNotConfigured: '지원하지 않는 소셜 로그인입니다.',
  alreadyLinked: '이미 가입된 소셜 계정입니다. 소셜 로그인으로 로그인해주세요.',
} as const;

/** Money: purchases, gifts, items, subscriptions, coupons, exchange events and withdrawals. {currency} is the brand's currency name. */
export const MONEY_MESSAGES = {
  idempotencyKeyRequired: 'Idempotency-Key 헤더가 필요합니다.',
  idempotencyKeyMismatch: '같은 Idempotency-Key로 다른 요청을 보낼 수 없습니다.',
  insufficientBalance: '보유 {currency} 잔액이 부족합니다.',
  insufficientItems: '보유한 아이템이 부족합니다.',
  featureOff: '이 서비스에서 제공하지 않는 기능입니다.',
  channelNotFound: '존재하지 않는 채널입니다.',
  giftToOwnChannel: '자신의 채널에는 선물할 수 없습니다.',
  itemNotGiftable: '선물할 수 없는 아이템입니다.',
  giftTooLarge: '한 번에 최대 {maximum} {currency}까지 선물할 수 있습니다.',
  giftTooManyItems: '한 번에 최대 {maximum}개까지 선물할 수 있습니다.',
  itemNotUsable: '사용할 수 없는 아이템입니다.',
  productNotFound: '존재하지 않는 상품입니다.',
  paymentNotFound: '존재하지 않는 주문입니다.',
  paymentNotCancellable: '취소할 수 없는 결제입니다.',
  refundAlreadySpent: '충전한 {currency} 중 사용한 금액이 있어 결제를 취소할 수 없습니다.',
  withdrawalPeriodOver: '구매 후 {days}일이 지나 청약철회할 수 없습니다. 고객센터로 문의해주세요.',
  gatewayUnavailable: '결제 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.',
  couponNotFound: '존재하지 않는 쿠폰번호입니다.',
  couponUsed: '이미 사용된 쿠폰입니다.',
  couponExpired: '사용 기간이 만료된 쿠폰입니다.',
  couponDisabled: '사용이 중지된 쿠폰입니다.',
  couponOnePerMember: '이 쿠폰은 한 사람당 한 번만 사용할 수 있습니다.',
  subscriptionActive: '이미 구독 중인 채널입니다.',
  subscribeOwnChannel: '자신의 채널은 구독할 수 없습니다.',
  subscriptionNotFound: '구독 정보를 찾을 수 없습니다.',
  exchangeNotRunning: '진행 중인 교환 이벤트가 아닙니다.',
  exchangeLimitExceeded: '교환 한도를 초과했습니다.',
  exchangeAmountInvalid: '교환 수량을 확인해주세요.',
  withdrawBelowMinimum: '최소 {minimum} {currency}부터 출금할 수 있습니다.',
  withdrawNoBank: '출금 계좌를 먼저 등록해주세요.',
  withdrawNotFound: '출금 신청 내역을 찾을 수 없습니다.',
  withdrawNotCancellable: '취소할 수 없는 출금 신청입니다.',
  withdrawAlreadyDecided: '이미 처리된 출금 신청입니다.',
  operatorOnly: '운영자만 처리할 수 있습니다.',
  bankAccount: '계좌번호를 확인해주세요.',
  bankHolderName: '예금주를 확인해주세요.',
  bankCode: '은행을 선택해주세요.',
  payoutPasswordRequired: '비밀번호를 입력해주세요.',
  payoutPasswordWrong: '비밀번호가 올바르지 않습니다.',
  payoutPasswordNotSet: '출금 계좌를 등록하려면 먼저 비밀번호를 설정해주세요.',
  payoutIdentityRequired: '출금 계좌를 등록하려면 본인인증이 필요합니다.',
  payoutHolderMismatch: '예금주가 본인인증한 이름과 일치하지 않습니다.',
  withdrawIdentityRequired: '출금하려면 본인인증이 필요합니다.',
  withdrawAccountOnHold: '변경한 출금 계좌는 {usableFrom} 이후 출금할 수 있습니다.',
  purchasePasswordRequired: '결제하려면 비밀번호를 입력해주세요.',
  purchasePasswordWrong: '비밀번호가 올바르지 않습니다.',
  purchasePasswordNotSet: '결제하려면 먼저 비밀번호를 설정해주세요.',
  dailyPurchaseLimit: '하루 결제 한도 {limit}원을 넘어 결제할 수 없습니다. 오늘 남은 한도는 {remaining}원입니다.',
  minorMonthlyPurchaseLimit:
    '만 19세 미만 회원의 월 결제 한도 {limit}원을 넘어 결제할 수 없습니다. 이번 달 남은 한도는 {remaining}원입니다.',
  guardianConsentRequired: '만 19세 미만 회원은 법정대리인의 동의를 받은 뒤 결제할 수 있습니다.',
  guardianConsentNotNeeded: '법정대리인 동의는 본인인증한 만 19세 미만 회원에게만 필요합니다.',
  giftNotFound: '선물 내역을 찾을 수 없습니다.',
  giftReportWindowPassed: '선물한 지 {minutes}분이 지나 잘못 보낸 선물로 신고할 수 없습니다.',
  giftAlreadyReported: '이미 신고한 선물입니다.',
  giftReportNotFound: '신고 내역을 찾을 수 없습니다.',
  giftReportAlreadyDecided: '이미 처리된 신고입니다.',
  giftAlreadyWithdrawn: '받은 쪽에서 이미 출금했거나 출금 신청한 금액이라 선물을 되돌릴 수 없습니다.',
} as const;

/** The live room's chat (SPEC.md section 8). */
export const CHAT_MESSAGES = {
  unauthorized: '세션이 만료되어 채팅에 참여할 수 없습니다. 채팅에 참여하기 위해서는 재로그인이 필요합니다.',
  /** A socket event whose payload is not what its schema says (chat-protocol/client-events.ts). */
  invalidRequest: '잘못된 요청입니다.',
  voteOptionCount: '투표 항목은 2개에서 5개까지 입력할 수 있습니다.',
  voteDuration: '투표 시간은 30초에서 30분 사이로 정해주세요.',
  liveMatchMinutes: '라이브 매치 시간은 3분에서 30분 사이로 정해주세요.',
} as const;

/** Channels and their live pages. */
export const CHANNEL_MESSAGES = {
  notFound: '존재하지 않는 채널입니다.',
} as const;

/** Refusals of who-may-do-what (docs/permissions.md), shared by the community routes. */
export const PERMISSION_MESSAGES = {
  membersOnly: '로그인 후 이용가능합니다.',
  notAllowed: '권한이 없습니다.',
  authorOnly: '본인이 작성한 글만 수정하거나 삭제할 수 있습니다.',
} as const;

/** Too many writes of one kind from one member or address (docs/permissions.md, "Write limits"); Retry-After says when. */
export const RATE_LIMIT_MESSAGES = {
  tooManyRequests: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
} as const;

/**
 * Why a membership withdrawal (POST /api/auth/expire) is refused beyond the password (docs/auth.md,
 * "Membership withdrawal"; docs/money.md, "Membership withdrawal"). Each is a 409 with its code, so
 * the web words it in the reader's language and tells the member what to do first.
 */
export const EXPIRE_MESSAGES = {
  withdrawalPending:
    '처리 중인 출금 신청이 있어 탈퇴할 수 없습니다. 출금이 완료되거나 신청을 취소한 후 다시 시도해주세요.',
  channelLive: '방송 중에는 탈퇴할 수 없습니다. 방송을 종료한 후 다시 시도해주세요.',
  paymentInProgress:
    '진행 중인 결제가 있어 탈퇴할 수 없습니다. 입금 대기 중인 결제를 취소하거나 결제가 끝난 후 다시 시도해주세요.',
  passwordNotSet: '비밀번호가 설정되지 않은 계정입니다. 마이페이지에서 비밀번호를 먼저 설정해주세요.',
} as const;

/** What the board routes answer with, letter for letter. */
export const BOARD_MESSAGES = {
  title: '제목은 1~100자로 입력해주세요.',
  content: '내용은 1~5000자로 입력해주세요.',
  comment: '댓글은 1~500자로 입력해주세요.',
  notFound: '존재하지 않는 게시글입니다.',
  hidden: '운영정책에 따라 숨김 처리된 게시글입니다.',
  commentNotFound: '존재하지 않는 댓글입니다.',
  writeNotAllowed: '이 채널의 게시판에는 글을 쓸 수 없습니다.',
  commentNotAllowed: '이 게시판에는 댓글을 쓸 수 없습니다.',
  replyToReply: '답글에는 답글을 달 수 없습니다.',
  boardsOff: '이 서비스에서는 게시판을 이용할 수 없습니다.',
  tooManyImages: '이미지는 최대 5개까지 올릴 수 있습니다.',
  unknownImage: '유지할 수 없는 이미지가 포함되어 있습니다.',
} as const;

/** What the channel notice routes answer with, letter for letter. */
export const CHANNEL_NOTICE_MESSAGES = {
  title: '제목은 1~100자로 입력해주세요.',
  content: '내용은 1~5000자로 입력해주세요.',
  notFound: '존재하지 않는 공지사항입니다.',
  tooManyImages: '이미지는 최대 5개까지 올릴 수 있습니다.',
  unknownImage: '유지할 수 없는 이미지가 포함되어 있습니다.',
} as const;

/** What the channel profile and settings routes answer with, letter for letter. */
export const CHANNEL_PROFILE_MESSAGES = {
  name: '채널 이름은 1~30자로 입력해주세요.',
  description: '채널 소개는 500자 이내로 입력해주세요.',
  noChannel: '개설된 채널이 없습니다.',
  alreadyOpen: '이미 개설된 채널이 있습니다.',
  ownerOnly: '채널 운영자 본인만 변경할 수 있습니다.',
  adultPlusNeedsAdult: '19+ 방송은 성인 방송을 켠 채널에서만 설정할 수 있습니다.',
  adultNeedsAdultStreamer: '성인 방송은 본인인증으로 성인임이 확인된 방송인만 켤 수 있습니다.',
  broadcastRulesRequired: '방송 운영정책에 동의해야 채널을 개설할 수 있습니다.',
  liveTitle: '방송 제목은 120자 이내로 입력해주세요.',
  tag: '태그는 1~20자로 입력해주세요.',
  tagCount: '태그는 5개까지 붙일 수 있습니다.',
  category: '없는 카테고리입니다.',
  language: '방송 언어를 선택해주세요.',
} as const;

/** What customer service says to the member (Korean is the source; the web translates by code). */
export const CS_MESSAGES = {
  category: '문의 유형을 선택해주세요.',
  title: '제목을 100자 이내로 입력해주세요.',
  content: '내용을 5000자 이내로 입력해주세요.',
  inquiryNotFound: '문의 내역을 찾을 수 없습니다.',
  inquiryAnswered: '답변이 완료된 문의는 삭제할 수 없습니다.',
  answer: '답변 내용을 입력해주세요.',
  operatorOnly: '운영자만 이용할 수 있습니다.',
  targetType: '신고 대상을 선택해주세요.',
  targetId: '신고 대상을 확인해주세요.',
  reason: '신고 사유를 선택해주세요.',
  declarationNotFound: '신고 내역을 찾을 수 없습니다.',
  targetNotFound: '신고 대상을 찾을 수 없습니다.',
  declarationInReview: '처리가 시작된 신고는 취소할 수 없습니다.',
  bankCode: '은행을 선택해주세요.',
  bankAccount: '계좌번호는 숫자만 10~16자리로 입력해주세요.',
  bankHolderName: '예금주명을 입력해주세요.',
} as const;

/** What the follow routes answer with (SPEC 'follow channels'). */
export const FOLLOW_MESSAGES = {
  ownChannel: '자신의 채널은 팔로우할 수 없습니다.',
  notFollowing: '팔로우하지 않은 채널입니다.',
} as const;

/**
 * What the user reads when a live room will not let them in yet. The client shows the adult panel
 * for ADULT_ONLY, the password form for PASSWORD_REQUIRED and WRONG_PASSWORD, and the room-pass
 * offer for PASS_REQUIRED.
 */
export const LIVE_AUTH_MESSAGES = {
  adultOnly: '19세 이상 시청 가능한 방송입니다. 본인인증 후 시청할 수 있습니다.',
  passwordRequired: '비밀번호가 설정된 방송입니다. 비밀번호를 입력해주세요.',
  wrongPassword: '방송 비밀번호가 일치하지 않습니다.',
  passRequired: '이 방송에서 사용 중인 입장권이 없습니다. 입장권을 사용한 후 다시 시도해주세요.',
  tooManyTries: '비밀번호를 여러 번 틀렸습니다. {minutes}분 후 다시 시도해주세요.',
  addressTooManyTries: '이 네트워크에서 비밀번호를 여러 번 틀렸습니다. {minutes}분 후 다시 시도해주세요.',
  roomTooManyTries:
    '이 방송에 틀린 비밀번호가 많이 입력되어 비밀번호 입장을 잠시 막았습니다. {minutes}분 후 다시 시도하거나 입장권으로 입장해주세요.',
  viewerMismatch: AUTH_MESSAGES.invalidAccess,
  notOwner: '방송 비밀번호는 채널 주인만 바꿀 수 있습니다.',
} as const;

/** What the message routes answer with; the API uses these letter for letter. */
export const MESSAGE_MESSAGES = {
  content: '쪽지 내용은 1~500자로 입력해주세요.',
  recipientNotFound: '존재하지 않는 회원입니다.',
  toSelf: '자기 자신에게는 쪽지를 보낼 수 없습니다.',
  blockedByRecipient: '상대방이 쪽지 수신을 차단하여 보낼 수 없습니다.',
  recipientRefuses: '쪽지 수신을 허용하지 않은 회원입니다.',
  notFound: '존재하지 않는 쪽지입니다.',
  msgIds: '삭제할 쪽지를 선택해주세요.',
  blockSelf: '자기 자신은 차단할 수 없습니다.',
  targetNotFound: '존재하지 않는 회원입니다.',
} as const;

/** Refusals of a password change beyond the signup rule's own messages (docs/auth.md). */
export const MY_PASSWORD_MESSAGES = {
  wrongCurrent: '현재 비밀번호가 일치하지 않습니다.',
  sameAsCurrent: '현재 비밀번호와 다른 비밀번호를 입력해주세요.',
  alreadySet: '이미 비밀번호가 설정된 계정입니다. 현재 비밀번호를 입력해주세요.',
} as const;

/** What the stream key and recorded stream routes answer with, letter for letter. */
export const STREAM_MESSAGES = {
  noChannel: '개설된 채널이 없습니다.',
  recordedChannelNotFound: '존재하지 않는 채널입니다.',
  recordedStreamNotFound: '존재하지 않는 다시보기입니다.',
  recordingOwnerOnly: '채널 운영자 본인만 변경할 수 있습니다.',
  recordingTitle: '다시보기 제목은 1~120자로 입력해주세요.',
  healthOwnerOnly: '방송 상태는 채널 운영자와 매니저만 볼 수 있습니다.',
  clipTitle: '클립 제목은 1~100자로 입력해주세요.',
  clipLength: '클립 길이는 5~60초로 선택해주세요.',
  clipOutsideSpan: '클립 구간이 방송 범위를 벗어났습니다.',
  clipSource: '라이브 채널이나 다시보기 중 하나를 선택해주세요.',
  clipNotLive: '방송 중인 채널이 아닙니다.',
  clipNotFound: '존재하지 않는 클립입니다.',
  clipDeleteForbidden: '클립을 만든 회원이나 채널 운영자만 삭제할 수 있습니다.',
  /** An alert overlay URL whose secret is unknown or was replaced. */
  overlayNotFound: '존재하지 않는 오버레이 주소입니다.',
  /** The studio's managers: adding by login ID or nickname, on this brand only. */
  managerMemberNotFound: '해당 아이디나 닉네임의 회원을 찾을 수 없습니다.',
  managerIsOwner: '채널 주인은 매니저로 지정할 수 없습니다.',
  managerAlready: '이미 매니저로 지정된 회원입니다.',
  managerNotFound: '매니저로 지정된 회원이 아닙니다.',
  /** The studio's ban list: lifting what is not (or no longer) in force. */
  sanctionNotFound: '제재 중인 회원이 아닙니다.',
} as const;

/** What an operator is told when blocking a member is refused. */
export const MEMBER_BLOCK_MESSAGES = {
  operatorOnly: '운영자만 회원을 차단할 수 있습니다.',
  notFound: '존재하지 않는 회원입니다.',
  self: '자기 자신은 차단할 수 없습니다.',
} as const;

export const UPLOAD_MESSAGES = {
  tooLarge: '파일 크기가 너무 큽니다. {max}MB 이하의 파일만 올릴 수 있습니다.',
  tooManyPixels: '이미지 해상도가 너무 큽니다. {max}메가픽셀 이하의 이미지만 올릴 수 있습니다.',
  unsupportedType: '지원하지 않는 파일 형식입니다. {types} 파일만 올릴 수 있습니다.',
  tooMany: '파일은 최대 {max}개까지 올릴 수 있습니다.',
  required: '파일을 첨부해주세요.',
  notMultipart: '파일은 multipart/form-data로 보내주세요.',
  notFound: '파일을 찾을 수 없습니다.',
  unknownField: '알 수 없는 파일 항목입니다: {field}',
  /** The body ended early or is not the multipart form its header announced. */
  malformed: '파일을 끝까지 받지 못했습니다. 다시 올려주세요.',
} as const;

/** Identity verification (본인인증) and the partner (ASP) routes. */
export const IDENTITY_MESSAGES = {
  providerDown: '본인인증 서비스에 연결하지 못했습니다. 잠시 후 다시 시도해주세요.',
  signatureInvalid: '본인인증 결과의 서명이 올바르지 않습니다.',
  requestNotFound: '본인인증 요청을 찾을 수 없습니다.',
  alreadyDecided: '이미 처리된 본인인증 요청입니다.',
} as const;

export const PARTNER_MESSAGES = {
  keysInvalid: '앱 키 또는 핀 키가 올바르지 않습니다.',
} as const;

/** Maintenance windows: what every refused call says during one, and who may set one. */
export const MAINTENANCE_MESSAGES = {
  underway: '서비스 점검 중입니다. 점검이 끝난 후 다시 이용해주세요.',
  operatorOnly: '운영자만 서비스 점검을 설정할 수 있습니다.',
  windowNotFound: '점검 일정을 찾을 수 없습니다.',
} as const;

/** The media server's calls to the API (docs/streaming.md). */
export const MEDIA_MESSAGES = {
  unauthorized: '미디어 서버 인증에 실패했습니다.',
} as const;

/**
 * Answers that are not worded for a member: a failure of ours, a path nobody serves, a webhook or
 * contract check, and {text} for words the API did not write (Fastify's own client errors, a
 * schema's default issue), which no bundle can translate.
 */
export const SYSTEM_MESSAGES = {
  internal: 'internal error',
  /** A node that may not take requests now (GET /api/ready); {checks} lists what failed. */
  notReady: 'not ready: {checks}',
  /** Worded for members: the database cannot serve now (503 SERVICE_UNAVAILABLE with Retry-After). */
  databaseUnavailable: '일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해주세요.',
  routeNotFound: '{method} {url} not found',
  invalidWebhookSignature: 'invalid webhook signature',
  webhookRefused: 'payment webhook refused: {reason}',
  text: '{text}',
} as const;

// The operator console's groups, and the rules documents', live in their own file.
export * from './console-messages';
