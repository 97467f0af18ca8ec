import * as v from 'valibot';
import { defineRoute } from '../route';
import { AnyLoginId, Birthday, DialCode, HeaderToken, Nickname, PersonName, PhoneNumber } from '../fields';
import { IDENTITY_STATUS, LOGIN_DEVICES, SNS_PROVIDERS, USER_TYPES, BRAND_CODES } from '../enums';
import { AUTH_MESSAGES, PHONE_MESSAGES, VALIDATION_MESSAGES as M } from '../messages';
import { Agreements, CaptchaToken, OptionalCode, SignupBody } from './signup';

export const GeoIp = v.object({ countryCode: v.pipe(v.string(), v.length(2)), foreign: v.boolean() });

export const Ok = v.object({ msg: v.literal('ok') });

const IdentityStatusValue = v.picklist(Object.values(IDENTITY_STATUS));

/** The signed-in member as the web shows them; loaded at page load. */
export const Me = v.object({
  memberId: v.number(),
  loginId: v.string(),
  nickname: v.string(),
  channelId: v.nullable(v.number()),
  userType: v.picklist(USER_TYPES),
  brand: v.picklist(BRAND_CODES),
  profile: v.object({
    /** PI: personal (identity) authentication done. */
    PI: v.boolean(),
    identityStatus: IdentityStatusValue,
    foreigner: v.boolean(),
    adult: v.boolean(),
  }),
});
export type Me = v.InferOutput<typeof Me>;

export const SignedIn = v.object({ msg: v.literal('ok'), profile: Me });
export type SignedIn = v.InferOutput<typeof SignedIn>;

export const SigninBody = v.object({
  loginId: AnyLoginId,
  password: v.pipe(v.string(), v.minLength(1, M.passwordRequired), v.maxLength(100)),
  loginKeep: v.optional(v.boolean(), false),
  saveId: v.optional(v.boolean(), false),
  device: v.optional(v.picklist(LOGIN_DEVICES), 'PCWEB'),
});
export type SigninBody = v.InferOutput<typeof SigninBody>;

export const SnsProviderName = v.picklist(SNS_PROVIDERS);

/** Signing up with a provider's access token (obtained by the authorization-code flow). */
export const OAuthSignupBody = v.object({
  accessToken: HeaderToken(4096, AUTH_MESSAGES.invalidToken),
  nickname: Nickname,
  recommendId: OptionalCode,
  pcode: OptionalCode,
  /** google and naver: the member's country dial codes. */
  countryCodes: v.optional(DialCode),
  /** twitch: device and the twitch login. */
  device: v.optional(v.picklist(LOGIN_DEVICES)),
  loginId: v.optional(v.pipe(v.string(), v.maxLength(40))),
  agreements: Agreements,
});
export type OAuthSignupBody = v.InferOutput<typeof OAuthSignupBody>;

export const PhoneSendBody = v.object({
  countryCode: DialCode,
  phone: PhoneNumber,
  captchaToken: CaptchaToken,
  /** What the code is for; signup unless said otherwise. */
  purpose: v.optional(v.picklist(['signup', 'find-id', 'personal-auth']), 'signup'),
});
export const PhoneSent = v.object({ msg: v.string(), resendAfterSeconds: v.number(), expiresInSeconds: v.number() });

export const VerifyPhoneBody = v.object({
  countryCode: v.optional(DialCode, '82'),
  phone: PhoneNumber,
  code: v.pipe(v.string(), v.regex(/^\d{6}$/, PHONE_MESSAGES.codeFormat)),
});
export const PhoneVerified = v.object({ msg: v.string(), token: v.string() });

/** An ALTCHA challenge, passed to the widget as is. */
export const CaptchaChallenge = v.record(v.string(), v.unknown());

export const FindAccountQuery = v.object({ loginId: AnyLoginId, type: v.picklist(['id', 'password']) });
export const FindAccountAnswer = v.object({
  msg: v.picklist(['ok', 'notfound']),
  /** The phone a password reset code would go to, masked: 010-****-5678. */
  maskedPhone: v.nullable(v.string()),
});

export const FindIdConfirmBody = v.object({ phoneVerificationToken: v.pipe(v.string(), v.minLength(1)) });
export const FoundIds = v.object({ loginIds: v.array(v.string()) });

export const FindPasswordConfirmBody = v.object({
  loginId: AnyLoginId,
  code: v.pipe(v.string(), v.regex(/^\d{6}$/, PHONE_MESSAGES.codeFormat)),
});
export const PasswordResetToken = v.object({ authToken: v.string() });

export const ExpireBody = v.object({
  loginId: AnyLoginId,
  password: v.pipe(v.string(), v.minLength(1, M.passwordRequired)),
});

export const EXPIRE_ERROR_CODES = {
  withdrawalPending: 'WITHDRAWAL_PENDING',
  channelLive: 'CHANNEL_LIVE',
  paymentInProgress: 'PAYMENT_IN_PROGRESS',
  passwordNotSet: 'PASSWORD_NOT_SET',
} as const;

/** Reading the status has no side effect; a new request is POST /api/personal-auth. */
/** The refresh token as the app sends it (the web's is the HttpOnly cookie): refresh and signout. */
export const RefreshBody = v.object({ refreshToken: v.optional(v.pipe(v.string(), v.maxLength(512))) });

export const PersonalAuthQuery = v.object({ type: v.picklist(['status']) });
export const PersonalAuthState = v.object({
  status: IdentityStatusValue,
  /** The provider's page to open in the popup, when a request was just made. */
  url: v.nullable(v.string()),
  /** Foreign members verify by phone instead. */
  method: v.picklist(['provider', 'phone']),
});

export const PersonalAuthCallbackBody = v.object({
  requestId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  result: v.picklist(['approved', 'rejected']),
  birthday: v.optional(Birthday),
  /** The verified person's name, as the provider checked it; older providers send none. */
  name: v.optional(PersonName),
  signature: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
});

export const authRoutes = {
  geoIp: defineRoute({
    method: 'GET',
    path: '/api/auth/geo-ip',
    group: 'auth',
    operationId: 'geoIp',
    summary: "The caller's country, to offer foreign signup outside KR.",
    access: 'public',
    response: GeoIp,
  }),
  signup: defineRoute({
    method: 'POST',
    path: '/api/auth/signup',
    group: 'auth',
    operationId: 'signup',
    summary: 'Creates a member (domestic with a solved captcha, or foreign with a verified phone) and signs them in.',
    access: 'public',
    body: SignupBody,
    response: SignedIn,
    status: 201,
  }),
  signin: defineRoute({
    method: 'POST',
    path: '/v2/api/auth/signin',
    group: 'auth',
    operationId: 'signin',
    summary: 'Signs in with ID and password: 401 bad credentials, 423 blocked, 429 too many failures.',
    access: 'public',
    body: SigninBody,
    response: SignedIn,
  }),
  me: defineRoute({
    method: 'GET',
    path: '/api/auth/me',
    group: 'auth',
    operationId: 'me',
    summary: 'The signed-in member, loaded at page load.',
    access: 'member',
    response: Me,
  }),
  signout: defineRoute({
    method: 'POST',
    path: '/api/auth/signout',
    group: 'auth',
    operationId: 'signout',
    summary:
      'Ends the session: revokes the family of the refresh token it is given (the cookie, or the field refreshToken as the app sends it) and clears the cookies.',
    access: 'public',
    body: RefreshBody,
    response: Ok,
  }),
  expire: defineRoute({
    method: 'POST',
    path: '/api/auth/expire',
    group: 'auth',
    operationId: 'expire',
    summary:
      "Withdraws the signed-in member after the password is confirmed: refused (409) while a withdrawal of received currency is pending or the member's channel is live; renewals stop and the remaining currency and items are forfeited.",
    access: 'member',
    body: ExpireBody,
    response: Ok,
  }),
  oauthSignup: defineRoute({
    method: 'POST',
    path: '/api/auth/signup/oauth/{provider}',
    group: 'auth',
    operationId: 'oauthSignup',
    summary: "Creates a member from a social provider's access token and signs them in.",
    access: 'public',
    params: v.object({ provider: SnsProviderName }),
    body: OAuthSignupBody,
    response: SignedIn,
    status: 201,
  }),
  kakaoSignupV3: defineRoute({
    method: 'POST',
    path: '/v3/api/m/signup/kakao',
    group: 'auth',
    operationId: 'kakaoSignupV3',
    summary: 'Signup of a new kakao user (same payload as the kakao oauth signup).',
    access: 'public',
    body: OAuthSignupBody,
    response: SignedIn,
    status: 201,
  }),
  captchaChallenge: defineRoute({
    method: 'GET',
    path: '/api/auth/captcha',
    group: 'auth',
    operationId: 'captchaChallenge',
    summary: 'A fresh ALTCHA proof-of-work challenge for the captcha dialog.',
    access: 'public',
    response: CaptchaChallenge,
  }),
  sendPhoneVerification: defineRoute({
    method: 'POST',
    path: '/v2/api/auth/signup/send-phone-verification',
    group: 'auth',
    operationId: 'sendPhoneVerification',
    summary: 'Sends a 6-digit code by SMS after the captcha; the same phone can ask again after 60 s.',
    access: 'public',
    body: PhoneSendBody,
    response: PhoneSent,
  }),
  verifyPhone: defineRoute({
    method: 'POST',
    path: '/api/auth/signup/verify-phone',
    group: 'auth',
    operationId: 'verifyPhone',
    summary: 'Checks the code; answers a token that signup (or find-id) takes as proof of the phone.',
    access: 'public',
    body: VerifyPhoneBody,
    response: PhoneVerified,
  }),
  findAccount: defineRoute({
    method: 'GET',
    path: '/api/auth/signin/find',
    group: 'auth',
    operationId: 'findAccount',
    summary: 'Does this ID exist, and where would a password reset code go (masked)?',
    access: 'public',
    query: FindAccountQuery,
    response: FindAccountAnswer,
  }),
  findIdConfirm: defineRoute({
    method: 'POST',
    path: '/api/auth/signin/find-id/confirm',
    group: 'auth',
    operationId: 'findIdConfirm',
    summary: 'The IDs registered to a verified phone, partly masked.',
    access: 'public',
    body: FindIdConfirmBody,
    response: FoundIds,
  }),
  findPasswordConfirm: defineRoute({
    method: 'POST',
    path: '/api/auth/signin/find-password/confirm',
    group: 'auth',
    operationId: 'findPasswordConfirm',
    summary: 'Checks the reset code sent to the member; answers the token that allows a new password.',
    access: 'public',
    body: FindPasswordConfirmBody,
    response: PasswordResetToken,
  }),
  personalAuth: defineRoute({
    method: 'GET',
    path: '/api/personal-auth',
    group: 'auth',
    operationId: 'personalAuth',
    summary: "Identity verification: the member's current status and how they verify.",
    access: 'member',
    query: PersonalAuthQuery,
    response: PersonalAuthState,
  }),
  startPersonalAuth: defineRoute({
    method: 'POST',
    path: '/api/personal-auth',
    group: 'auth',
    operationId: 'startPersonalAuth',
    summary:
      'Starts identity verification: a new request at the provider and the page to open in a popup (domestic members not yet approved); otherwise the status, with url null.',
    access: 'member',
    response: PersonalAuthState,
  }),
  personalAuthCallback: defineRoute({
    method: 'POST',
    path: '/api/personal-auth/callback',
    group: 'auth',
    operationId: 'personalAuthCallback',
    summary: "The identity provider's signed decision on a request (server to server).",
    access: 'public',
    body: PersonalAuthCallbackBody,
    response: Ok,
  }),
};
