import { APP_TYPES, type AppType } from '@onair/contracts';

/**
 * The token the native app wrapper adds to its web view's user agent (e.g. "… Mobile OnAirApp/3.2").
 * SPEC.md section 9 names the wrapper without its token; this is the one our wrapper sends.
 */
export const NATIVE_APP_UA_TOKEN = 'OnAirApp';

const NATIVE_APP = new RegExp(`\\b${NATIVE_APP_UA_TOKEN}\\b`, 'i');
// SPEC.md section 9's keywords. An iPhone's user agent says "Mobile", so it needs no keyword of its own.
const MOBILE = /Android|iOS|iPad|Mobile/;

export const isNativeWrapper = (userAgent: string) => NATIVE_APP.test(userAgent);

export const isMobileUserAgent = (userAgent: string) => MOBILE.test(userAgent) || isNativeWrapper(userAgent);

/** The app query parameter when it names MAIN or EMBED; otherwise EMBED inside the wrapper, MAIN elsewhere. */
export function appTypeFrom(query: URLSearchParams, userAgent: string): AppType {
  const asked = query.get('app')?.trim().toUpperCase();
  if ((APP_TYPES as readonly string[]).includes(asked ?? '')) return asked as AppType;
  return isNativeWrapper(userAgent) ? 'EMBED' : 'MAIN';
}

export type AppEnvironment = { appType: AppType; mobile: boolean };

/** How this page runs, read once at the app root from the first URL and the user agent. */
export function detectAppEnvironment({ search, userAgent }: { search: string; userAgent: string }): AppEnvironment {
  return { appType: appTypeFrom(new URLSearchParams(search), userAgent), mobile: isMobileUserAgent(userAgent) };
}
