import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { BRANDS, isBrandCode, type BrandConfig } from '@onair/brand';
import { originAllowed } from '../../platform/sessions/origin-check';
import { SITE_CODE_HEADER } from '../../platform/http/brand';
import type { OriginSettings } from '../../platform/sessions/origin-check';

/** What a handshake tells about its brand: the query's site, its Origin, the native app's header. */
type HandshakeFacts = { site: unknown; origin: string | undefined; siteHeader: unknown };

/**
 * The brand a chat connection belongs to. A browser's WebSocket cannot set headers, so the page
 * names its site in the query (?site=bellcast); without it the Origin tells, as each brand's site
 * has its own origin; the native app may send the x-site-code header; else the node's brand.
 * localhost:4200 serves every brand in development, so there the site query decides.
 */
export function brandOfHandshake({ site, origin, siteHeader }: HandshakeFacts, defaultBrand: BrandConfig): BrandConfig {
  if (isBrandCode(site)) return BRANDS[site];
  if (origin) {
    const owner = Object.values(BRANDS).find((brand) => brand.allowedOrigins.includes(origin) && !isLoopback(origin));
    if (owner) return owner;
  }
  if (isBrandCode(siteHeader)) return BRANDS[siteHeader];
  return defaultBrand;
}

const isLoopback = (origin: string) => /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin);

/** The facts of a raw upgrade request (allowRequest runs before socket.io parses anything). */
export function factsOfRequest(request: IncomingMessage): HandshakeFacts {
  const query = new URL(request.url ?? '/', 'http://socket').searchParams;
  return {
    site: query.get('site') ?? undefined,
    origin: request.headers.origin,
    siteHeader: request.headers[SITE_CODE_HEADER],
  };
}

/** The same facts from a handshake socket.io has parsed. */
export function factsOfHandshake(handshake: {
  query: Record<string, unknown>;
  headers: IncomingMessage['headers'];
}): HandshakeFacts {
  return {
    site: handshake.query['site'],
    origin: handshake.headers.origin,
    siteHeader: handshake.headers[SITE_CODE_HEADER],
  };
}

/**
 * A browser always sends Origin on a WebSocket handshake, and cookies ride along with it, so a
 * foreign page must not open one: the same rule as the HTTP API's (the brand's origins, the
 * configured extras, loopback outside production). No Origin means no browser, and so no
 * ambient cookie to abuse: the native app and server-side clients pass.
 */
export function chatOriginAllowed(request: IncomingMessage, settings: OriginSettings, defaultBrand: BrandConfig): boolean {
  const facts = factsOfRequest(request);
  if (facts.origin === undefined) return true;
  const brand = brandOfHandshake(facts, defaultBrand);
  // originAllowed reads only the request's brand.
  return originAllowed(facts.origin, { brand } as FastifyRequest, settings);
}
