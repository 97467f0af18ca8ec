import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_NAMES, LOCALES, type Locale } from '@onair/contracts';

const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The first supported language of an Accept-Language header by its q weights (ties keep header order); 'en-US' counts as 'en'. */
function fromAcceptLanguage(header: string): Locale | undefined {
  let best: { locale: Locale; q: number } | undefined;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const locale = tag.trim().toLowerCase().split('-')[0];
    const qParam = params.map((param) => param.trim()).find((param) => param.toLowerCase().startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!isLocale(locale) || !Number.isFinite(q) || q <= 0 || q > 1) continue;
    if (!best || q > best.q) best = { locale, q };
  }
  return best?.locale;
}

/**
 * The language a guest answer's operator text is in, as the web resolves its interface language:
 * the request's lang (the web sends its current one), else the locale cookie, else Accept-Language,
 * else Korean. The answer then varies with the cookie and Accept-Language, which a cache must know.
 */
export function viewerLocale(request: FastifyRequest, reply: FastifyReply, lang?: Locale): Locale {
  if (lang) return lang;
  varyOn(reply, 'Accept-Language', 'Cookie');
  const cookie = request.cookies[COOKIE_NAMES.locale];
  if (isLocale(cookie)) return cookie;
  const header = request.headers['accept-language'];
  return (header && fromAcceptLanguage(header)) || 'ko';
}

/** Adds request headers to the answer's Vary, keeping those already named there. */
export function varyOn(reply: FastifyReply, ...headers: string[]) {
  const named = String(reply.getHeader('vary') ?? '')
    .split(',')
    .map((header) => header.trim())
    .filter(Boolean);
  const missing = headers.filter((header) => !named.some((name) => name.toLowerCase() === header.toLowerCase()));
  reply.header('vary', [...named, ...missing].join(', '));
}
