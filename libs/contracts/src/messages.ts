// User-facing messages of SPEC.md sections 5 and 8, letter for letter (Korean is the source language).
// The API answers with these; the web maps each to its ko/en bundle key.
import { CHAT_LIVE_MATCH_LIMITS, CHAT_ROOM_EVENT_LIMITS } from './chat-protocol/limits';

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
  itemNotUsable: '사용할 수 없는 아이템입니다.',
  productNotFound: '존재하지 않는 상품입니다.',
  paymentNotFound: '존재하지 않는 주문입니다.',
  paymentNotCancellable: '취소할 수 없는 결제입니다.',
  refundAlreadySpent: '충전한 {currency} 중 사용한 금액이 있어 결제를 취소할 수 없습니다.',
  gatewayUnavailable: '결제 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.',
  couponNotFound: '존재하지 않는 쿠폰번호입니다.',
  couponUsed: '이미 사용된 쿠폰입니다.',
  couponExpired: '사용 기간이 만료된 쿠폰입니다.',
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
} as const;

/** The live room's chat (SPEC.md section 8). */
export const CHAT_MESSAGES = {
  unauthorized: '세션이 만료되어 채팅에 참여할 수 없습니다. 채팅에 참여하기 위해서는 재로그인이 필요합니다.',
  /** A socket event whose payload is not what its schema says (chat-protocol/client-events.ts). */
  invalidRequest: '잘못된 요청입니다.',
  voteOptionCount: `투표 항목은 ${CHAT_ROOM_EVENT_LIMITS.minOptions}개에서 ${CHAT_ROOM_EVENT_LIMITS.maxOptions}개까지 입력할 수 있습니다.`,
  voteDuration: `투표 시간은 ${CHAT_ROOM_EVENT_LIMITS.minVoteSeconds}초에서 ${CHAT_ROOM_EVENT_LIMITS.maxVoteSeconds / 60}분 사이로 정해주세요.`,
  liveMatchMinutes: `라이브 매치 시간은 ${CHAT_LIVE_MATCH_LIMITS.minMinutes}분에서 ${CHAT_LIVE_MATCH_LIMITS.maxMinutes}분 사이로 정해주세요.`,
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
