/** Where cookies are read and written: document in the browser, a plain object in tests. */
export type CookieJar = { cookie: string };

export type CookieWriteOptions = { maxAgeSeconds: number; path?: string };

/** The value of one cookie, decoded; undefined when absent. */
export function readCookie(name: string, cookieString: string): string | undefined {
  for (const pair of cookieString.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const raw = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/**
 * Host-only cookies (no Domain attribute): they only need to reach this site's own origin, and a
 * brand cookie domain would be rejected on localhost and preview hosts.
 */
export function writeCookie(jar: CookieJar, name: string, value: string, { maxAgeSeconds, path = '/' }: CookieWriteOptions) {
  jar.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=${path}; SameSite=Lax`;
}
