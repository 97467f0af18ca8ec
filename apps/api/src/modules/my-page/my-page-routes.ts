import type { FastifyInstance } from 'fastify';
import { myPageRoutes } from '@onair/contracts';
import type { Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import { memberOf } from '../../platform/sessions/member-of';
import { myPageStore } from './my-page-store';
import { myPasswordRoute } from './password-route';

/** My page: settings and the member's own profile (nickname and password change). */
export function myPageRoutesPlugin(app: FastifyInstance, { db }: { db: Database }) {
  const store = myPageStore(db);

  registerRoute(app, myPageRoutes.setting, async ({ request }) => store.setting(memberOf(request).memberId));

  registerRoute(app, myPageRoutes.updateSetting, async ({ body, request }) =>
    store.updateSetting(memberOf(request).memberId, body),
  );

  registerRoute(app, myPageRoutes.profile, async ({ request }) =>
    store.profile(memberOf(request).memberId, request.brand.code),
  );

  registerRoute(app, myPageRoutes.updateProfile, async ({ body, request }) => {
    const { memberId } = memberOf(request);
    await store.rename(memberId, request.brand.code, body.nickname);
    return store.profile(memberId, request.brand.code);
  });

  myPasswordRoute(app, db);
}
