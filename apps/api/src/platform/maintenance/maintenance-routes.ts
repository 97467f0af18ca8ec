import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES, systemRoutes, type MaintenanceStatus, MESSAGE_TEXTS } from '@onair/contracts';
import { invalidTokenError } from '../sessions/auth-errors';
import { registerRoute } from '../http/register-route';
import { ApiError, validationError } from '../http/errors';
import type { MaintenanceLookup } from './maintenance-lookup';
import type { MaintenanceStore } from './maintenance-store';
import { isActive, windowView, type Window } from './maintenance-window';

export const OPERATOR_ONLY_MESSAGE = MESSAGE_TEXTS['maintenance.operatorOnly'];

const statusOf = (window: Window | null): MaintenanceStatus => ({
  active: isActive(window, Date.now()),
  maintenance: window ? windowView(window) : null,
});

/** Operators (user type O); the window they set or end is the request brand's (x-site-code). */
function operatorOf(request: FastifyRequest): number {
  if (!request.member) throw invalidTokenError();
  if (request.member.userType !== 'O') throw new ApiError(403, ERROR_CODES.forbidden, 'maintenance.operatorOnly');
  return request.member.memberId;
}

/**
 * GET (public) /api/system/maintenance, and PUT / DELETE for operators: no redeploy needed. Each
 * reads or sets the request brand's window only; the console schedules several brands at once.
 */
export function maintenanceRoutes(app: FastifyInstance, store: MaintenanceStore, lookup: MaintenanceLookup) {
  registerRoute(app, systemRoutes.maintenance, async ({ request }) =>
    statusOf(await lookup.window(request.brand.code)),
  );

  registerRoute(app, systemRoutes.setMaintenance, async ({ body, request }) => {
    const operator = operatorOf(request);
    const window: Window = { startAt: new Date(body.startAt), endAt: new Date(body.endAt), reason: body.reason };
    if (window.endAt <= window.startAt)
      throw validationError([{ field: 'endAt', in: 'body', message: 'must be after startAt' }]);
    if (window.endAt.getTime() <= Date.now())
      throw validationError([{ field: 'endAt', in: 'body', message: 'must be in the future' }]);
    await store.replace(request.brand.code, window, { member: operator });
    lookup.forget();
    return statusOf(window);
  });

  registerRoute(app, systemRoutes.clearMaintenance, async ({ request }) => {
    operatorOf(request);
    await store.clear(request.brand.code);
    lookup.forget();
    return statusOf(null);
  });
}
