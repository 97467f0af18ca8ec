import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminRoutes } from '@onair/contracts';
import { ApiError } from '../../platform/http/errors';
import { ADMIN_ROUTE_ROLES, OPEN_ADMIN_OPERATIONS, type AdminOperation } from './permission-table';
import type { StaffSessionStore } from './staff-sessions';
import { brandsOf, coversBrands, type StaffRow } from './staff-view';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff account on an admin route (set by the admin guard). */
    staff?: StaffRow;
  }
}

const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

const OPERATION_BY_ROUTE = new Map(
  (Object.entries(adminRoutes) as Array<[AdminOperation, (typeof adminRoutes)[AdminOperation]]>).map(
    ([operation, route]) => [`${route.method} ${fastifyPath(route.path)}`, operation],
  ),
);

/** The staff account a guarded handler runs for (the guard has set it). */
export function staffOf(request: FastifyRequest): StaffRow {
  if (!request.staff) throw new Error('admin route without the admin guard');
  return request.staff;
}

/**
 * The one gate of the console's routes, in the scope that holds them: a staff session (never a
 * member's), a role the permission table allows, and the request's brand (its site code) within
 * the account's brands. Handlers only ever see a caller that passed all three.
 */
export function installStaffGuard(scope: FastifyInstance, sessions: StaffSessionStore) {
  scope.addHook('preHandler', async (request) => {
    const operation = OPERATION_BY_ROUTE.get(`${request.method} ${request.routeOptions.url ?? ''}`);
    if (operation === undefined)
      throw new Error(`admin route ${request.method} ${request.routeOptions.url} has no permission entry`);
    if (OPEN_ADMIN_OPERATIONS.has(operation)) return;
    const staff = await sessions.resume(request);
    const roles = ADMIN_ROUTE_ROLES[operation as keyof typeof ADMIN_ROUTE_ROLES];
    if (!roles.includes(staff.role as (typeof roles)[number]))
      throw new ApiError(403, 'STAFF_ROLE_REFUSED', 'admin.roleRefused');
    if (!coversBrands(brandsOf(staff), [request.brand.code]))
      throw new ApiError(403, 'STAFF_BRAND_REFUSED', 'admin.brandRefused');
    request.staff = staff;
  });
}
