import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { adminRoutes, type RulesDocumentVersion } from '@onair/contracts';
import { rulesDocumentVersions, type Database } from '@onair/db';
import { ApiError } from '../../../platform/http/errors';
import { registerRoute } from '../../../platform/http/register-route';
import { nextVersionOf, publishedVersions, versionInForce, type PublishedVersion } from '../../rules-documents/index';
import { writeAudit } from '../audit-writer';
import type { Clock } from '../clock';
import { staffOf } from '../staff-guard';

/** A minute's grace: "now" typed in the console reaches the API a little later. */
const PAST_GRACE_MS = 60_000;

function viewOf(row: PublishedVersion, all: readonly PublishedVersion[], at: Date): RulesDocumentVersion {
  const current = versionInForce(all, row.document as RulesDocumentVersion['document'], at);
  const state = row.effectiveAt.getTime() > at.getTime() ? 'scheduled' : current?.versionId === row.versionId ? 'current' : 'superseded';
  return {
    versionId: row.versionId,
    document: row.document as RulesDocumentVersion['document'],
    version: row.version,
    bodyKo: row.bodyKo,
    bodyEn: row.bodyEn,
    effectiveAt: row.effectiveAt.toISOString(),
    state,
    createdByStaffId: row.createdByStaffId,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The rules documents in the console (docs/rules-documents.md): every published version of the
 * request's brand, and publishing the next one of a document, with its audit row, in force from a
 * time not in the past; members are asked to agree once it is in force.
 */
export function rulesDocumentAdminRoutes(app: FastifyInstance, { db, now }: { db: Database; now: Clock }) {
  registerRoute(app, adminRoutes.rulesDocumentVersions, async ({ request }) => {
    const at = new Date(now());
    const all = await publishedVersions(db, request.brand.code);
    return { versions: [...all].reverse().map((row) => viewOf(row, all, at)) };
  });

  registerRoute(app, adminRoutes.publishRulesDocument, async ({ body, request }) => {
    const at = new Date(now());
    const effectiveAt = new Date(body.effectiveAt);
    if (effectiveAt.getTime() < at.getTime() - PAST_GRACE_MS) throw new ApiError(400, 'RULES_EFFECTIVE_IN_PAST', 'rules.effectiveInPast');
    const brand = request.brand.code;
    return db.transaction(async (tx) => {
      // Two publications of one document at once get consecutive versions, never the same one.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`onair:rules:${brand}:${body.document}`}))`);
      const version = nextVersionOf(await publishedVersions(tx, brand), body.document);
      const [row] = await tx
        .insert(rulesDocumentVersions)
        .values({ brand, document: body.document, version, bodyKo: body.bodyKo, bodyEn: body.bodyEn ?? null, effectiveAt, createdByStaffId: staffOf(request).id, createdAt: at })
        .returning();
      if (!row) throw new Error('rules document version was not stored');
      await writeAudit(tx, {
        staffId: staffOf(request).id,
        staffAddress: request.ip,
        action: 'rules.publish',
        targetKind: 'rules-document',
        targetId: row.versionId,
        brand,
        after: { document: body.document, version, effectiveAt: effectiveAt.toISOString() },
        reason: body.reason,
        at,
      });
      return viewOf(row, await publishedVersions(tx, brand), at);
    });
  });
}
