import type { ApiConfig } from '../config/config';
import type { Window } from './maintenance-window';

type MaintenanceEnvironment = Pick<ApiConfig, 'MAINTENANCE_START_AT' | 'MAINTENANCE_END_AT' | 'MAINTENANCE_REASON'>;

/**
 * MAINTENANCE_START_AT / MAINTENANCE_END_AT / MAINTENANCE_REASON: a window to put in force when the
 * node starts (for a maintenance planned together with a deploy). Both instants or neither; the end
 * after the start. A mistake stops the start naming the variable, like every other setting.
 */
export function startupMaintenanceWindow(config: MaintenanceEnvironment): Window | null {
  const { MAINTENANCE_START_AT: start, MAINTENANCE_END_AT: end, MAINTENANCE_REASON: reason = '' } = config;
  if (!start && !end) return null;
  if (!start || !end) throw new Error('Invalid environment: MAINTENANCE_START_AT and MAINTENANCE_END_AT go together');
  const window = { startAt: new Date(start), endAt: new Date(end), reason: reason.trim() };
  if (window.endAt <= window.startAt)
    throw new Error('Invalid environment: MAINTENANCE_END_AT must be after MAINTENANCE_START_AT');
  return window;
}
