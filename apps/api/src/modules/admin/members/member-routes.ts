import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@onair/contracts';
import type { Database } from '@onair/db';
import { registerRoute } from '../../../platform/http/register-route';
import { walletHistory } from '../../money/index';
import type { Clock } from '../clock';
import { memberDetail } from './member-detail';
import { memberOfBrand } from './member-lookup';
import { memberInquiries, memberReports } from './member-reports';
import { searchMembers } from './member-search';
import { sanctionRoutes } from './sanction-routes';
import { userTypeRoute } from './user-type-route';

/**
 * The console's members (issue 25): search and the member page, sanctions and the user type. Every
 * route acts within the request's brand only; the staff guard has already checked the caller's.
 */
export function memberRoutes(app: FastifyInstance, deps: { db: Database; now: Clock }) {
  const { db, now } = deps;

  registerRoute(app, adminRoutes.searchMembers, async ({ query, request }) =>
    searchMembers(db, request.brand.code, query, new Date(now())),
  );

  registerRoute(app, adminRoutes.memberDetail, async ({ params, request }) =>
    memberDetail(db, params.memberId, request.brand.code, new Date(now())),
  );

  registerRoute(app, adminRoutes.memberReports, async ({ params, query, request }) => {
    await memberOfBrand(db, params.memberId, request.brand.code);
    return memberReports(db, params.memberId, request.brand.code, query);
  });

  registerRoute(app, adminRoutes.memberInquiries, async ({ params, query, request }) => {
    await memberOfBrand(db, params.memberId, request.brand.code);
    return memberInquiries(db, params.memberId, query);
  });

  registerRoute(app, adminRoutes.memberLedger, async ({ params, query, request }) => {
    await memberOfBrand(db, params.memberId, request.brand.code);
    return walletHistory(db, params.memberId, query);
  });

  sanctionRoutes(app, deps);
  userTypeRoute(app, deps);
}
