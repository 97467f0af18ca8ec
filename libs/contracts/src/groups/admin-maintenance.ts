import * as v from 'valibot';
import { BRAND_CODES } from '../enums';
import { defineRoute } from '../route';
import { IdParam } from './money-fields';

/** ISO 8601 with an offset or Z, e.g. 2025-08-13T02:00:00+09:00. */
const Instant = v.pipe(
  v.string(),
  v.isoTimestamp('must be an ISO 8601 date and time with an offset, e.g. 2025-08-13T02:00:00+09:00'),
);

/** scheduled: ahead; active: refusing the brand's calls now; ended: over, ended early or replaced. */
export const MAINTENANCE_WINDOW_STATES = ['scheduled', 'active', 'ended'] as const;

/** A window as the console lists it: one brand's (brand null: every brand, the environment's window at start). */
export const MaintenanceWindowRow = v.object({
  id: v.number(),
  brand: v.nullable(v.picklist(BRAND_CODES)),
  startAt: v.string(),
  endAt: v.string(),
  reason: v.string(),
  state: v.picklist(MAINTENANCE_WINDOW_STATES),
  /** When an operator ended it early or replaced it; null while it stands. */
  clearedAt: v.nullable(v.string()),
  createdAt: v.string(),
});
export type MaintenanceWindowRow = v.InferOutput<typeof MaintenanceWindowRow>;

/** The windows standing now or ahead, then the 30 latest over, of the brands the account holds. */
export const MaintenanceWindowList = v.object({ windows: v.array(MaintenanceWindowRow) });

/** One window for each brand given (each brand's earlier window is replaced), in one transaction. */
export const ScheduleMaintenanceBody = v.object({
  brands: v.pipe(v.array(v.picklist(BRAND_CODES)), v.minLength(1), v.maxLength(BRAND_CODES.length)),
  startAt: Instant,
  endAt: Instant,
  reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ''),
});

export const EndMaintenanceBody = v.object({ reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500)), '') });

/** Maintenance per brand in the operator console (docs/shell.md, "Maintenance"). */
export const adminMaintenanceRoutes = {
  maintenanceWindows: defineRoute({
    method: 'GET',
    path: '/api/admin/maintenance',
    group: 'admin',
    operationId: 'adminMaintenanceWindows',
    summary: 'The maintenance windows of the brands the account holds: standing or ahead first, then the latest over.',
    access: 'staff',
    response: MaintenanceWindowList,
  }),
  scheduleMaintenance: defineRoute({
    method: 'POST',
    path: '/api/admin/maintenance',
    group: 'admin',
    operationId: 'adminScheduleMaintenance',
    summary:
      'Schedules a window on one brand or several (each replaces that brand’s earlier one); other brands keep working.',
    access: 'staff',
    body: ScheduleMaintenanceBody,
    response: MaintenanceWindowList,
  }),
  endMaintenance: defineRoute({
    method: 'POST',
    path: '/api/admin/maintenance/{windowId}/end',
    group: 'admin',
    operationId: 'adminEndMaintenance',
    summary: 'Ends a window early (or cancels one ahead): its brand answers again within seconds on every node.',
    access: 'staff',
    params: v.object({ windowId: IdParam }),
    body: EndMaintenanceBody,
    response: MaintenanceWindowRow,
  }),
};
