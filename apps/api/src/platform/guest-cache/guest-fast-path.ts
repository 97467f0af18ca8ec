import type { FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { BrandConfig } from '@onair/brand';
import { COOKIE_NAMES } from '@onair/contracts';
import { brandOf } from '../http/brand';
import { requestIdOf } from '../http/request-id';
import type { MaintenanceLookup } from '../maintenance/maintenance-lookup';
import { isActive } from '../maintenance/maintenance-window';
import type { HttpSeries } from '../metrics/http-series';
import type { GuestAnswerCache } from './guest-answer-cache';

/** Any session cookie (access, its fallback, refresh) sends the caller to the routes, valid or not. */
const SESSION_COOKIES = [COOKIE_NAMES.accessToken, COOKIE_NAMES.refreshToken];

/** A caller who presents a session in any form; a false alarm only costs the route's way. */
export function presentsSession(headers: IncomingHttpHeaders): boolean {
  if (headers.authorization !== undefined) return true;
  const cookie = headers.cookie;
  return cookie !== undefined && SESSION_COOKIES.some((name) => cookie.includes(name));
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Answers a guest's GET from a kept guest copy as the request arrives, before Fastify: the copy a
 * route already answered this very URL with on this brand (GuestAnswerCache.answerUrlFromCopy),
 * while it is fresh. A cached guest read is then as cheap as a bare server's answer; through
 * Fastify's request, hooks and reply it cost 1.5 times that (bench/README.md, "bench/reads").
 *
 * Everything the app does for such a request is done here or left to the app:
 * - only GETs from callers with no session cookie and no Authorization header (their own
 *   `following`, their tickets: the routes answer them);
 * - the brand from the site code header as the app resolves it, and only that brand's copies;
 * - a brand's maintenance window: answered only when the node knows there is none in force, else
 *   the app's gate reads or refuses;
 * - the request id header (the front's, or a new one), and the route's metrics series;
 * - nothing once the app is closing (Fastify answers 503 and closes the connection).
 * Gated rooms' pages are never kept, so never answered here. Request lines are not logged here:
 * where the app logs every request (LOG_REQUESTS), it is not installed.
 */
export function installGuestFastPath(
  app: FastifyInstance,
  parts: { cache: GuestAnswerCache; defaultBrand: BrandConfig; maintenance: MaintenanceLookup; http: HttpSeries },
) {
  const { cache, defaultBrand, maintenance, http } = parts;
  if (cache.staleMs <= 0) return;
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  const answered = (request: IncomingMessage, response: ServerResponse): boolean => {
    if (closing || request.method !== 'GET' || request.url === undefined || presentsSession(request.headers))
      return false;
    const started = performance.now();
    const brand = brandOf(request.headers, defaultBrand).code;
    const copy = cache.copyAnswer(brand, request.url);
    if (copy === undefined) return false;
    const window = maintenance.cached(brand);
    if (window === undefined || isActive(window, Date.now())) return false;
    response.writeHead(200, {
      'content-type': JSON_TYPE,
      'content-length': Buffer.byteLength(copy.json),
      'x-request-id': requestIdOf(request),
    });
    response.end(copy.json);
    http.route(copy.route)('GET', 200, (performance.now() - started) / 1000);
    return true;
  };

  // In front of Fastify's own listener on the node's server (the chat's socket server, installed
  // later, goes in front of both for its own path).
  const server = app.server;
  const routed = server.listeners('request') as Array<(request: IncomingMessage, response: ServerResponse) => void>;
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (answered(request, response)) return;
    for (const listener of routed) listener.call(server, request, response);
  });
}
