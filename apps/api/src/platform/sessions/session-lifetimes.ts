// How long each part of a session lives; docs/auth.md explains the choices.

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

export const SESSION_LIFETIMES = {
  accessTokenSeconds: 15 * MINUTE,
  /** Keep-login: each refresh extends the session by this much, up to familyMaxSeconds. */
  keepRefreshSeconds: 30 * DAY,
  /** Without keep-login the cookies end with the browser and the refresh token after a day. */
  sessionRefreshSeconds: 1 * DAY,
  /** No session lives longer than this after its sign-in, however often it refreshes. */
  familyMaxSeconds: 90 * DAY,
  /** Two tabs refreshing with the same token at once both succeed within this window. */
  reuseGraceSeconds: 10,
} as const;

/** Whole seconds from now until a moment, never negative: a cookie's Max-Age. */
export const secondsUntil = (moment: Date, now: Date) => Math.max(0, Math.floor((moment.getTime() - now.getTime()) / 1000));
