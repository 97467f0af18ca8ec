// Messages of the identity verification and partner routes. They are not in the SPEC; they live
// here until the web needs them, then they move to @onair/contracts next to PHONE_MESSAGES.
export const IDENTITY_MESSAGES = {
  providerDown: '본인인증 서비스에 연결하지 못했습니다. 잠시 후 다시 시도해주세요.',
  signatureInvalid: '본인인증 결과의 서명이 올바르지 않습니다.',
  requestNotFound: '본인인증 요청을 찾을 수 없습니다.',
  alreadyDecided: '이미 처리된 본인인증 요청입니다.',
} as const;

export const PARTNER_MESSAGES = {
  keysInvalid: '앱 키 또는 핀 키가 올바르지 않습니다.',
} as const;
