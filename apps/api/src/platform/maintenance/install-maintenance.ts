import type { FastifyInstance } from 'fastify';
import type { Database } from '@onair/db';
import type { ApiSettings } from '../config/settings';
import { installMaintenanceGate } from './maintenance-gate';
import { maintenanceLookup } from './maintenance-lookup';
import { maintenanceRoutes } from './maintenance-routes';
import { maintenanceStore } from './maintenance-store';
import { sameWindow } from './maintenance-window';

/**
 * Maintenance mode: the gate in front of every route, the routes that read and set the window, and
 * the window from the environment, put in force when the node starts (unless it already is, so a
 * restart does not pile up the same window).
 */
export function installMaintenance(
  app: FastifyInstance,
  { db, maintenanceAtStart: atStart }: { db: Database; maintenanceAtStart: ApiSettings['maintenanceAtStart'] },
) {
  const store = maintenanceStore(db);
  const lookup = maintenanceLookup(store, app.log);
  installMaintenanceGate(app, lookup);
  maintenanceRoutes(app, store, lookup);

  if (atStart) {
    app.addHook('onReady', async () => {
      // A window already over (a stale variable left in the environment) must not clear an operator's.
      if (atStart.endAt.getTime() <= Date.now()) {
        app.log.warn(
          { endAt: atStart.endAt },
          'MAINTENANCE_END_AT has passed; the window from the environment is ignored',
        );
        return;
      }
      const current = await store.current(new Date());
      if (current && sameWindow(current, atStart)) return;
      await store.replace(atStart, null);
      lookup.forget();
      app.log.info({ startAt: atStart.startAt, endAt: atStart.endAt }, 'maintenance window set from the environment');
    });
  }
}
