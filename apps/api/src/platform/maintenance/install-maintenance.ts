import type { FastifyInstance } from 'fastify';
import type { Database } from '@onair/db';
import type { ApiSettings } from '../config/settings';
import { installMaintenanceGate } from './maintenance-gate';
import { maintenanceLookup, type MaintenanceLookup } from './maintenance-lookup';
import { maintenanceRoutes } from './maintenance-routes';
import { maintenanceStore, type MaintenanceStore } from './maintenance-store';
import { sameWindow } from './maintenance-window';

declare module 'fastify' {
  interface FastifyInstance {
    /** The windows' table and this node's cache of them: the console schedules through these. */
    maintenance: { store: MaintenanceStore; lookup: MaintenanceLookup };
  }
}

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
  app.decorate('maintenance', { store, lookup });

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
      const current = (await store.open(new Date())).find((window) => window.brand === null);
      if (current && sameWindow(current, atStart)) return;
      // The environment's window closes every brand (brand null): it comes with a deploy of the one API.
      await store.replace(null, atStart, {});
      lookup.forget();
      app.log.info({ startAt: atStart.startAt, endAt: atStart.endAt }, 'maintenance window set from the environment');
    });
  }
}
