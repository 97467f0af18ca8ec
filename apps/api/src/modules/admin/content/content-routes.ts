import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminRoutes, isHomeContentKind, type ContentInput, type ContentKind } from '@onair/contracts';
import type { Database } from '@onair/db';
import { registerRoute } from '../../../platform/http/register-route';
import { ApiError, validationError } from '../../../platform/http/errors';
import { writeAudit } from '../audit-writer';
import type { Clock } from '../clock';
import { staffOf } from '../staff-guard';
import { contentStore } from './content-store';
import { contentPreview } from './content-preview';

/** home_items holds a body of up to 1000 characters; notices take 5000 (the contract's bound). */
const HOME_BODY_MAX = 1000;

const notFound = () => new ApiError(404, 'NOT_FOUND', 'admin.contentNotFound');

function checkFits(kind: ContentKind, input: ContentInput) {
  if (!isHomeContentKind(kind)) return;
  const tooLong = (['body', 'bodyEn'] as const).filter((field) => (input[field]?.length ?? 0) > HOME_BODY_MAX);
  if (tooLong.length > 0)
    throw validationError(
      tooLong.map((field) => ({
        field,
        in: 'body' as const,
        message: `Invalid length: Expected <=${HOME_BODY_MAX} but received ${input[field]?.length ?? 0}`,
      })),
    );
}

/**
 * The content screen's routes (docs/content.md): list, create, edit and retire every kind of home
 * and service content of the request's brand, each change in one transaction with its audit row,
 * and the home page as a visitor or member would see it at a chosen time.
 */
export function contentRoutes(app: FastifyInstance, { db, now }: { db: Database; now: Clock }) {
  const store = contentStore(db);
  const audit = (request: FastifyRequest, action: string, kind: ContentKind, itemId: number, at: Date) => ({
    staffId: staffOf(request).id,
    staffAddress: request.ip,
    action,
    targetKind: kind,
    targetId: itemId,
    brand: request.brand.code,
    at,
  });

  registerRoute(app, adminRoutes.listContent, async ({ params, query, request }) =>
    store.page(request.brand.code, params.kind, query, new Date(now())),
  );

  registerRoute(app, adminRoutes.createContent, async ({ params, body, request }) => {
    checkFits(params.kind, body);
    const at = new Date(now());
    return db.transaction(async (tx) => {
      const made = await store.create(tx, request.brand.code, params.kind, body, at);
      await writeAudit(tx, { ...audit(request, 'content.create', params.kind, made.itemId, at), after: made });
      return made;
    });
  });

  registerRoute(app, adminRoutes.updateContent, async ({ params, body, request }) => {
    checkFits(params.kind, body);
    const at = new Date(now());
    return db.transaction(async (tx) => {
      const before = await store.lock(tx, request.brand.code, params.kind, params.itemId, at);
      if (!before) throw notFound();
      const after = await store.update(tx, params.kind, params.itemId, body, at);
      await writeAudit(tx, { ...audit(request, 'content.update', params.kind, params.itemId, at), before, after });
      return after;
    });
  });

  registerRoute(app, adminRoutes.retireContent, async ({ params, body, request }) => {
    const at = new Date(now());
    return db.transaction(async (tx) => {
      const before = await store.lock(tx, request.brand.code, params.kind, params.itemId, at);
      if (!before) throw notFound();
      // Retiring twice changes nothing and records nothing.
      if (before.state === 'retired') return before;
      const after = await store.retire(tx, params.kind, params.itemId, at);
      await writeAudit(tx, {
        ...audit(request, 'content.retire', params.kind, params.itemId, at),
        before: { state: before.state },
        after: { state: after.state },
        reason: body.reason,
      });
      return after;
    });
  });

  const preview = contentPreview(db);
  registerRoute(app, adminRoutes.previewContent, async ({ query, request }) =>
    preview(request.brand.code, new Date(query.at), query.asker, query.lang),
  );
}
