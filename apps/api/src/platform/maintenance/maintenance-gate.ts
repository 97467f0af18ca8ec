import type { FastifyInstance, FastifyReply, HookHandlerDoneFunction } from 'fastify';
import { ERROR_CODES, MESSAGE_TEXTS, type MaintenanceErrorBody } from '@onair/contracts';
import type { MaintenanceLookup } from './maintenance-lookup';
import { isActive, windowView, type Window } from './maintenance-window';

/** What a refused call says; the web shows its own notice page instead. */
export const MAINTENANCE_MESSAGE = MESSAGE_TEXTS['maintenance.underway'];

/**
 * The operator console (/api/admin/…: staff sign-in, the staff session and every console route) is
 * how staff work through a window, so it stays answered.
 */
const OPEN_PREFIX_DURING_MAINTENANCE = '/api/admin/';

/**
 * Answered during maintenance too: health and readiness (load balancers and monitors), the window itself (the
 * notice page reads it), the operator routes that end it, and the API's own document.
 */
const OPEN_DURING_MAINTENANCE = new Set([
  'GET /api/health',
  'HEAD /api/health',
  'GET /api/ready',
  'HEAD /api/ready',
  'GET /api/system/maintenance',
  'HEAD /api/system/maintenance',
  'PUT /api/system/maintenance',
  'DELETE /api/system/maintenance',
  'GET /api/openapi.json',
  'HEAD /api/openapi.json',
]);

const pathOf = (url: string) => url.split('?')[0] ?? url;

/**
 * While the request brand's window is active every other call, known route or not, answers 503 with
 * the window; another brand's window never touches it.
 * A callback hook that answers at once from the cached window, so the usual request (no window, read
 * within the cache's time) pays no promise; only a request that finds the cache stale waits for a read.
 */
export function installMaintenanceGate(app: FastifyInstance, lookup: MaintenanceLookup) {
  app.addHook('onRequest', (request, reply, done) => {
    const path = pathOf(request.url);
    if (OPEN_DURING_MAINTENANCE.has(`${request.method} ${path}`) || path.startsWith(OPEN_PREFIX_DURING_MAINTENANCE)) return done();
    const brand = request.brand.code;
    const cached = lookup.cached(brand);
    if (cached !== undefined) return gate(cached, reply, done);
    lookup.window(brand).then((window) => gate(window, reply, done), done);
  });
}

function gate(window: Window | null, reply: FastifyReply, done: HookHandlerDoneFunction) {
  const now = Date.now();
  if (!isActive(window, now)) return done();
  const body: MaintenanceErrorBody = {
    statusCode: 503,
    code: ERROR_CODES.maintenance,
    message: MAINTENANCE_MESSAGE,
    key: 'maintenance.underway',
    maintenance: windowView(window),
  };
  // Retry-After: well-behaved clients and crawlers come back when the window ends.
  const retryAfterSeconds = Math.max(1, Math.ceil((window.endAt.getTime() - now) / 1000));
  reply.status(503).header('retry-after', String(retryAfterSeconds)).send(body);
}
