import type { FastifyInstance } from 'fastify';
import type { Database } from '@onair/db';
import { takedownEffects } from '../streams/index';
import { auditRoutes } from './audit-routes';
import { memberRoutes } from './members/member-routes';
import { giftReportRoutes } from './gift-reports/gift-report-routes';
import { paymentRoutes } from './payments/payment-routes';
import { payoutRoutes } from './payouts/index';
import { accountChangeRoutes } from './reports/account-change-routes';
import { attachmentRoute } from './reports/attachment-route';
import { contentRoutes } from './content/content-routes';
import { couponRoutes } from './coupons/coupon-routes';
import { exchangeEventRoutes } from './coupons/exchange-event-routes';
import { inquiryRoutes } from './reports/inquiry-routes';
import { reportRoutes } from './reports/report-routes';
import type { Clock } from './clock';
import { liveChannelRoutes } from './live/live-channel-routes';
import { takedownRoutes } from './live/takedown-routes';
import { recordingAdminRoutes } from './recordings/recording-admin-routes';
import { sessionRoutes } from './session-routes';
import { maintenanceWindowRoutes } from './maintenance/maintenance-window-routes';
import { rulesDocumentAdminRoutes } from './rules-documents/rules-document-admin-routes';
import { categoryAdminRoutes } from './categories/category-admin-routes';
import { dashboardRoutes } from './dashboard/dashboard-routes';
import { installStaffGuard } from './staff-guard';
import { staffSessionStore } from './staff-sessions';
import { staffRoutes } from './staff-routes';

export type AdminDeps = { db: Database; tokenSecret: string; now?: Clock; rollupEveryMs?: number };

/**
 * The operator console's API (/api/admin): staff sign-in, staff management, the audit log, members
 * and sanctions, live takedown, streamers' recordings, the reports, inquiries and account changes customer service
 * works through, home and service content, coupon batches and exchange events, maintenance windows,
 * the dashboard, and finance's payouts, mistaken-gift reports, payments and refunds, in a scope of
 * their own so the staff guard runs before every one of its routes and no other.
 */
export function adminPlugin(app: FastifyInstance, { db, tokenSecret, now = Date.now, rollupEveryMs }: AdminDeps) {
  void app.register(async (scope) => {
    const sessions = staffSessionStore(db, now);
    installStaffGuard(scope, sessions);
    sessionRoutes(scope, { db, tokenSecret, now, sessions });
    staffRoutes(scope, { db, tokenSecret, now });
    auditRoutes(scope, { db });
    memberRoutes(scope, { db, now });
    liveChannelRoutes(scope, { db });
    takedownRoutes(scope, { db, now, effects: takedownEffects(db, app.channelEvents) });
    recordingAdminRoutes(scope, { db, now });
    reportRoutes(scope, { db, now });
    inquiryRoutes(scope, { db, now });
    accountChangeRoutes(scope, { db, now });
    attachmentRoute(scope, { db });
    contentRoutes(scope, { db, now });
    couponRoutes(scope, { db, now });
    exchangeEventRoutes(scope, { db, now });
    maintenanceWindowRoutes(scope, { db, now });
    rulesDocumentAdminRoutes(scope, { db, now });
    categoryAdminRoutes(scope, { db, now });
    dashboardRoutes(scope, { db, now, rollupEveryMs });
    giftReportRoutes(scope, { db, ledger: app.ledger, now });
    paymentRoutes(scope, { db, now, refunds: app.financeRefunds });
    payoutRoutes(scope, { db, now });
  });
}
