import type { BrowserOptions, ErrorEvent, EventHint } from '@sentry/react';
import type { BrandCode } from '@onair/contracts';

/**
 * What is never reported (SPEC.md section 7): the network failing under a request, as each browser
 * words it, and a lazy chunk that failed to load (a deploy replaced it, or the network dropped).
 * Neither is a bug we can fix, and both come in floods. API failures are reported on purpose, by
 * the base query, in words that match none of these.
 */
export const IGNORED_ERRORS: RegExp[] = [
  /Failed to fetch/, // Chrome: a request, and a lazy chunk (Failed to fetch dynamically imported module)
  /NetworkError when attempting to fetch resource/, // Firefox
  /^(TypeError: )?Load failed$/, // Safari
  /Network request failed/,
  /error loading dynamically imported module/, // Firefox
  /Importing a module script failed/, // Safari
  /Unable to preload CSS/, // Vite's preload helper
  /Loading (CSS )?chunk [\w-]+ failed/,
  /ChunkLoadError/,
];

const describe = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : typeof error === 'string' ? error : '';

/** Whether an error is a network or chunk-load failure, by the same rules as ignoreErrors. */
export const isIgnoredError = (error: unknown) => {
  const text = describe(error);
  return text !== '' && IGNORED_ERRORS.some((pattern) => pattern.test(text));
};

/**
 * ignoreErrors filters by the event's message; beforeSend looks at the thrown value too, which
 * catches the same failures when they arrive as unhandled rejections worded differently.
 */
function beforeSend(event: ErrorEvent, hint: EventHint): ErrorEvent | null {
  return isIgnoredError(hint.originalException) ? null : event;
}

/** Sentry's options: errors only (no traces, trace sample rate 0), no personal data, the brand as a tag. */
export function sentryOptions({ dsn, brand }: { dsn: string; brand: BrandCode }): BrowserOptions {
  return {
    dsn,
    tracesSampleRate: 0,
    // Tokens ride in cookies and personal data in query strings: neither goes to the reporting service.
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    ignoreErrors: IGNORED_ERRORS,
    beforeSend,
    initialScope: { tags: { brand } },
  };
}
