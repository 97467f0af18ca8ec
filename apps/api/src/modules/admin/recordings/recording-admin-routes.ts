import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminRoutes, type AdminRecordingRow } from '@onair/contracts';
import { channels, members, recordedStreams, type Database } from '@onair/db';
import { registerRoute } from '../../../platform/http/register-route';
import { visibilityChange } from '../../streams/index';
import { ApiError } from '../../../platform/http/errors';
import { writeAudit, type Tx } from '../audit-writer';
import type { Clock } from '../clock';
import { staffOf } from '../staff-guard';

const MAX_SERIAL = 2_147_483_647;
const recordingNotFound = () => new ApiError(404, 'NOT_FOUND', 'stream.recordedStreamNotFound');
const channelNotFound = () => new ApiError(404, 'NOT_FOUND', 'channel.notFound');

const rowColumns = {
  recordedStreamId: recordedStreams.recordedStreamId,
  channelId: recordedStreams.channelId,
  title: recordedStreams.title,
  startedAt: recordedStreams.startedAt,
  durationSeconds: recordedStreams.durationSeconds,
  hidden: recordedStreams.hidden,
};

const rowOf = (row: { startedAt: Date } & Omit<AdminRecordingRow, 'startedAt'>): AdminRecordingRow => ({
  ...row,
  startedAt: row.startedAt.toISOString(),
});

/**
 * A streamer's recordings in the console (docs/media.md, "Managing recordings"): the list of a
 * channel's recordings (hidden ones too), hide or show one, delete one. Only recordings of the
 * request's brand, not deleted: anything else is 404 like a missing one. Each change is one
 * transaction with its audit row (`recording.hide`, `recording.show`, `recording.delete`).
 * A delete marks the row as the owner's does: the media node holding the files removes them at its
 * next heartbeat (streams/recording-purges.ts).
 */
export function recordingAdminRoutes(app: FastifyInstance, { db, now }: { db: Database; now: Clock }) {
  /** The recording's row locked for this transaction (two operators at once take turns), or 404. */
  async function lockRecording(tx: Tx, brand: string, recordedStreamId: number) {
    if (recordedStreamId > MAX_SERIAL) throw recordingNotFound();
    const [row] = await tx
      .select(rowColumns)
      .from(recordedStreams)
      .innerJoin(channels, eq(channels.channelId, recordedStreams.channelId))
      .innerJoin(members, eq(members.memberId, channels.ownerMemberId))
      .where(
        and(
          eq(recordedStreams.recordedStreamId, recordedStreamId),
          eq(members.brand, brand),
          isNull(recordedStreams.deletedAt),
        ),
      )
      .for('update', { of: recordedStreams });
    if (!row) throw recordingNotFound();
    return row;
  }

  function audit(tx: Tx, request: FastifyRequest, action: string, recordedStreamId: number, at: Date, extra: { before: object; after: object; reason: string }) {
    return writeAudit(tx, {
      staffId: staffOf(request).id,
      staffAddress: request.ip,
      action,
      targetKind: 'recording',
      targetId: recordedStreamId,
      brand: request.brand.code,
      at,
      ...extra,
    });
  }

  registerRoute(app, adminRoutes.channelRecordings, async ({ params, query, request }) => {
    const brand = request.brand.code;
    if (params.channelId > MAX_SERIAL) throw channelNotFound();
    const [channel] = await db
      .select({ channelId: channels.channelId })
      .from(channels)
      .innerJoin(members, eq(members.memberId, channels.ownerMemberId))
      .where(and(eq(channels.channelId, params.channelId), eq(members.brand, brand)));
    if (!channel) throw channelNotFound();
    const where = and(eq(recordedStreams.channelId, channel.channelId), isNull(recordedStreams.deletedAt));
    const [rows, [total]] = await Promise.all([
      db
        .select(rowColumns)
        .from(recordedStreams)
        .where(where)
        .orderBy(desc(recordedStreams.startedAt), desc(recordedStreams.recordedStreamId))
        .limit(query.size)
        .offset((query.page - 1) * query.size),
      db.select({ total: count() }).from(recordedStreams).where(where),
    ]);
    return { items: rows.map(rowOf), page: query.page, size: query.size, total: total?.total ?? 0 };
  });

  registerRoute(app, adminRoutes.setRecordingHidden, async ({ params, body, request }) => {
    const at = new Date(now());
    return db.transaction(async (tx) => {
      const row = await lockRecording(tx, request.brand.code, params.recordedStreamId);
      if (row.hidden === body.hidden) return { changed: false, recording: rowOf(row) };
      await tx.update(recordedStreams).set(visibilityChange(body.hidden, at)).where(eq(recordedStreams.recordedStreamId, row.recordedStreamId));
      await audit(tx, request, body.hidden ? 'recording.hide' : 'recording.show', row.recordedStreamId, at, {
        before: { hidden: row.hidden },
        after: { hidden: body.hidden },
        reason: body.reason,
      });
      return { changed: true, recording: rowOf({ ...row, hidden: body.hidden }) };
    });
  });

  registerRoute(app, adminRoutes.deleteRecording, async ({ params, body, request }) => {
    const at = new Date(now());
    return db.transaction(async (tx) => {
      const row = await lockRecording(tx, request.brand.code, params.recordedStreamId);
      await tx.update(recordedStreams).set({ deletedAt: at }).where(eq(recordedStreams.recordedStreamId, row.recordedStreamId));
      await audit(tx, request, 'recording.delete', row.recordedStreamId, at, {
        before: { title: row.title, hidden: row.hidden, deleted: false },
        after: { deleted: true },
        reason: body.reason,
      });
      return { recordedStreamId: row.recordedStreamId, deleted: true as const };
    });
  });
}
