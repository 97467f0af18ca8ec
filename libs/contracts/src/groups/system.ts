import * as v from 'valibot';
import { defineRoute } from '../route';
import { BRAND_CODES } from '../enums';
import { ERROR_CODES } from '../errors';
import { IdParam } from './money-fields';

export const Health = v.object({
  status: v.literal('ok'),
  database: v.picklist(['pglite', 'postgres']),
  cache: v.picklist(['memory', 'redis']),
  brand: v.picklist(BRAND_CODES),
});

/** This node takes requests; when it may not, the answer is 503 NOT_READY naming the failed checks. */
export const Readiness = v.object({ status: v.literal('ready') });

/** ISO 8601 with an offset or Z, e.g. 2025-08-13T02:00:00+09:00. */
const Instant = v.pipe(v.string(), v.isoTimestamp('must be an ISO 8601 date and time with an offset, e.g. 2025-08-13T02:00:00+09:00'));

/** A maintenance window as the API answers it: instants in UTC (toISOString), reason '' when none was given. */
export const MaintenanceWindow = v.object({
  startAt: v.string(),
  endAt: v.string(),
  /** Free text from the operator; '' means the notice shows its standard reason. */
  reason: v.string(),
});
export type MaintenanceWindow = v.InferOutput<typeof MaintenanceWindow>;

/** The window in force now or scheduled next, or null; active says whether calls are refused right now. */
export const MaintenanceStatus = v.object({
  active: v.boolean(),
  maintenance: v.nullable(MaintenanceWindow),
});
export type MaintenanceStatus = v.InferOutput<typeof MaintenanceStatus>;

export const SetMaintenanceBody = v.object({
  startAt: Instant,
  endAt: Instant,
  reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ''),
});
export type SetMaintenanceBody = v.InferOutput<typeof SetMaintenanceBody>;

/** What every refused call answers during maintenance (503): the error shape plus the window. */
export const MaintenanceErrorBody = v.object({
  statusCode: v.literal(503),
  code: v.literal(ERROR_CODES.maintenance),
  message: v.string(),
  key: v.literal('maintenance.underway'),
  maintenance: MaintenanceWindow,
});
export type MaintenanceErrorBody = v.InferOutput<typeof MaintenanceErrorBody>;

export const SetMemberBlockBody = v.object({ blocked: v.boolean() });
export const MemberBlock = v.object({ memberId: v.number(), blocked: v.boolean() });
export type MemberBlock = v.InferOutput<typeof MemberBlock>;

export const systemRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/api/health',
    group: 'system',
    operationId: 'health',
    summary: 'Liveness and which storage this node runs on.',
    access: 'public',
    response: Health,
  }),
  ready: defineRoute({
    method: 'GET',
    path: '/api/ready',
    group: 'system',
    operationId: 'ready',
    summary:
      'Readiness for the front and Kubernetes: 200 when the database answers, every migration is applied, Redis answers (when used) and the node is not draining; 503 NOT_READY with the failed checks otherwise.',
    access: 'public',
    response: Readiness,
  }),
  maintenance: defineRoute({
    method: 'GET',
    path: '/api/system/maintenance',
    group: 'system',
    operationId: 'getMaintenance',
    summary: 'The maintenance window in force or scheduled next (answered during maintenance too; the notice page reads it).',
    access: 'public',
    response: MaintenanceStatus,
  }),
  setMaintenance: defineRoute({
    method: 'PUT',
    path: '/api/system/maintenance',
    group: 'system',
    operationId: 'setMaintenance',
    summary: 'Operators (user type O) only: sets the maintenance window, replacing any other; every node follows within seconds.',
    access: 'member',
    body: SetMaintenanceBody,
    response: MaintenanceStatus,
  }),
  setMemberBlock: defineRoute({
    method: 'PUT',
    path: '/api/system/members/{memberId}/block',
    group: 'system',
    operationId: 'setMemberBlock',
    summary:
      "Operators (user type O) of the member's brand only: blocks or unblocks a member. A block ends every session of the member at once: refresh tokens, access tokens (money and message routes answer 401) and chat sockets. 404 for an unknown, withdrawn or other brand's member.",
    access: 'member',
    params: v.object({ memberId: IdParam }),
    body: SetMemberBlockBody,
    response: MemberBlock,
  }),
  clearMaintenance: defineRoute({
    method: 'DELETE',
    path: '/api/system/maintenance',
    group: 'system',
    operationId: 'clearMaintenance',
    summary: 'Operators (user type O) only: ends or cancels the maintenance window.',
    access: 'member',
    response: MaintenanceStatus,
  }),
};
