import type { FastifyInstance } from 'fastify';
import { BUILT_IN_RULES_VERSION, rulesDocumentRoutes } from '@onair/contracts';
import { memberRulesAgreements, type Database } from '@onair/db';
import { ApiError } from '../../platform/http/errors';
import { registerRoute } from '../../platform/http/register-route';
import { memberOf } from '../../platform/sessions/member-of';
import { agreementsOf } from './member-agreements';
import { publishedVersions, versionInForce, versionNumberAt } from './rules-versions';

type Clock = () => number;

/**
 * The document in force for a visitor (the web falls back to its built-in text for version 1), and
 * the member's agreements: what they agreed to, what awaits them, and agreeing to it.
 */
export function rulesDocumentRoutesPlugin(app: FastifyInstance, { db, now = Date.now }: { db: Database; now?: Clock }) {
  registerRoute(app, rulesDocumentRoutes.rulesDocumentInForce, async ({ params, request }) => {
    const inForce = versionInForce(await publishedVersions(db, request.brand.code), params.document, new Date(now()));
    return {
      document: params.document,
      version: inForce?.version ?? BUILT_IN_RULES_VERSION,
      effectiveAt: inForce?.effectiveAt.toISOString() ?? null,
      bodyKo: inForce?.bodyKo ?? null,
      bodyEn: inForce?.bodyEn ?? null,
    };
  });

  registerRoute(app, rulesDocumentRoutes.myRulesAgreements, async ({ request }) => agreementsOf(db, memberOf(request).memberId, new Date(now())));

  registerRoute(app, rulesDocumentRoutes.agreeRulesDocument, async ({ body, request }) => {
    const { memberId } = memberOf(request);
    const at = new Date(now());
    const inForce = versionNumberAt(await publishedVersions(db, request.brand.code), body.document, at);
    // Agreeing to what the member has not read, or to a version already replaced, would record a consent never given.
    if (body.version !== inForce) throw new ApiError(409, 'RULES_VERSION_NOT_IN_FORCE', 'rules.versionNotInForce');
    await db.insert(memberRulesAgreements).values({ memberId, document: body.document, version: body.version, agreedAt: at }).onConflictDoNothing();
    return agreementsOf(db, memberId, at);
  });
}
