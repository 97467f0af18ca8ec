// Business constants and limits of SPEC.md section 9.

export const LIMITS = {
  loginId: { min: 6, max: 15 },
  password: { min: 8, max: 15, foreignInputMax: 40 },
  nickname: { min: 2, max: 10 },
  phoneResendLockSeconds: 60,
  signupDebounceMs: 1000,
  doubleClickGuardMs: 500,
  postLoginRedirectMs: 100,
  tokenRefreshDelayMs: 100,
  birthYears: 100,
} as const;

/** The site's channel search: longer than any channel name or nickname could match. */
export const CHANNEL_SEARCH_MAX_LENGTH = 40;

export const PAGE_SIZES = { streams: 20, items: 10, emoji: 100, recordedStreams: 2 } as const;

export const SUBSCRIPTION_PRICES = { oneMonth: 3300, threeMonths: 9900 } as const;

export const CHAT = {
  reconnectDelayMs: 500,
  reconnectDelayMaxMs: 5000,
  authRetries: 10,
  authRetryDelayMs: 3000,
  /**
   * A member may send this many lines per window (a sliding window, across every room and node). The
   * server refuses beyond it (RATE_LIMITED); the client knows the refusal is over a window later.
   */
  sendRate: { messages: 3, windowMs: 2000 },
} as const;

export const CACHE = {
  channelSettingsStaleMs: 10 * 60 * 1000,
  queryRetentionSeconds: 5 * 60,
} as const;

export const COOKIES = {
  localeMaxAgeSeconds: 365 * 24 * 60 * 60,
  clientIdMaxAgeSeconds: 10800,
  defaultMaxAgeSeconds: 31536000,
} as const;

export const COOKIE_NAMES = {
  clientId: 'onair_cid',
  accessToken: 'onair_at',
  refreshToken: 'onair_rt',
  fallbackAccessToken: 'onair_at_fb',
  partnerCode: 'onair_pcode',
  appKey: 'onair_appkey',
  pinKey: 'onair_pinkey',
  locale: 'onair_locale',
} as const;

/** The access-token cookie value that means "logged out". */
export const NO_ACCESS_TOKEN = 'noAccessToken';

/**
 * The largest whole number a request may carry into each kind of database column: an int column
 * (most ids, pages, counts) unless the field's schema declares a wider maxValue, as the ids of
 * bigserial tables (withdrawals, subscriptions, exchange events) do up to bigint's JS-safe part.
 */
export const DB_INTEGER_MAX = { int: 2_147_483_647, bigint: Number.MAX_SAFE_INTEGER } as const;
