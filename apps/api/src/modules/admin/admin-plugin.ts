import type { FastifyInstance } from 'fastify';
import type { Database } from '@onair/db';
import { auditRoutes } from './audit-routes';
import { accountChangeRoutes } from './reports/account-change-routes';
import { attachmentRoute } from './reports/attachment-route';
import { inquiryRoutes } from './reports/inquiry-routes';
import { reportRoutes } from './reports/report-routes';
import type { Clock } from './clock';
import { sessionRoutes } from './session-routes';
import { installStaffGuard } from './staff-guard';
import { staffSessionStore } from './staff-sessions';
import { staffRoutes } from './staff-routes';

export type AdminDeps = { db: Database; tokenSecret: string; now?: Clock };

/**
 * The operator console's API (/api/admin): staff sign-in, staff management, the audit log, and the reports,
 * inquiries and account changes customer service works through, in a
 * scope of their own so the staff guard runs before every one of its routes and no other.
 */
export function adminPlugin(app: FastifyInstance, { db, tokenSecret, now = Date.now }: AdminDeps) {
  void app.register(async (scope) => {
    const sessions = staffSessionStore(db, now);
    installStaffGuard(scope, sessions);
    sessionRoutes(scope, { db, tokenSecret, now, sessions });
    staffRoutes(scope, { db, tokenSecret, now });
    auditRoutes(scope, { db });
    reportRoutes(scope, { db, now });
    inquiryRoutes(scope, { db, now });
    accountChangeRoutes(scope, { db, now });
    attachmentRoute(scope, { db });
  });
}
