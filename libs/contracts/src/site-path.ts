/**
 * A path on this site, the only kind of place sign-in may send a member back to: one leading `/`,
 * never `//` or `/\` (browsers read both as another host), and no control characters (browsers
 * drop tabs and newlines from a URL, so `/\t/evil.example` would become `//evil.example`). Starting
 * with `/`, it can carry no scheme.
 */
// Matching control characters is the point here.
// eslint-disable-next-line no-control-regex
export const SITE_PATH = /^\/(?![/\\])[^\u0000-\u001f\u007f]*$/;

export const isSitePath = (value: string | null | undefined): value is string => typeof value === 'string' && SITE_PATH.test(value);
