import type { FastifyInstance } from 'fastify';
import { and, asc, eq, gt, gte, isNull, lte, sql } from 'drizzle-orm';
import { streamRoutes, type ChatMessage, type ReplayChatPage } from '@onair/contracts';
import { broadcasts, chatMessages, type Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import type { PlaybackGate } from '../live-auth/index';
import { findRecording } from './recording-lookup';

/**
 * A stored line as the live room sent it (the chat's `message`). Written here rather than taken from
 * the chat module, which depends on the channel directory and so, through it, on this module.
 */
const chatMessageOf = (row: typeof chatMessages.$inferSelect): ChatMessage => ({
  room: String(row.channelId),
  seq: row.seq,
  kind: row.kind as ChatMessage['kind'],
  memberId: row.memberId,
  nickname: row.nickname,
  role: row.role as ChatMessage['role'],
  text: row.text,
  payload: (row.payload as Record<string, unknown> | null) ?? null,
  at: row.createdAt.toISOString(),
});

/**
 * GET /api/guest/recorded-stream/{id}/chat (docs/media.md, "Chat on replays"): what the room showed
 * while the broadcast ran, chat lines, gift alerts and notices in the room's order, each with its
 * moment in the recording (offsetMs: sent at minus the broadcast's start, where the recording's time
 * 0 is). Read from fromMs on (a seek), or after afterSeq (the next page; fromMs is then not looked
 * at). The recording's own doors: hidden from others, behind an adult or password room's gate.
 */
export function replayChatRoutes(app: FastifyInstance, { db, playback }: { db: Database; playback: PlaybackGate }) {
  registerRoute(app, streamRoutes.guestReplayChat, async ({ params, query, request }): Promise<ReplayChatPage> => {
    const { recording } = await findRecording(db, params.recordedStreamId, request.brand.code, request.member ?? null);
    await playback.admit(request, recording.channelId);
    const start = recording.startedAt.getTime();
    // The broadcast's lines lie between where the room stood when it began and when the next began:
    // read by the primary key within those, not by the times over the room's whole history.
    const [seqs] = await db
      .select({
        after: broadcasts.chatSeqStart,
        upTo: sql<number | null>`(select min(later.chat_seq_start) from ${broadcasts} as later
          where later.channel_id = ${recording.channelId} and later.broadcast_id > ${recording.broadcastId})`.mapWith(
          (value: unknown) => (value === null ? null : Number(value)),
        ),
      })
      .from(broadcasts)
      .where(eq(broadcasts.broadcastId, recording.broadcastId));
    const after = Math.max(seqs?.after ?? 0, query.afterSeq ?? 0);
    const rows = await db
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.channelId, recording.channelId),
          gt(chatMessages.seq, after),
          seqs?.upTo == null ? undefined : lte(chatMessages.seq, seqs.upTo),
          query.afterSeq === undefined
            ? gte(chatMessages.createdAt, new Date(start + query.fromMs))
            : gte(chatMessages.createdAt, recording.startedAt),
          lte(chatMessages.createdAt, recording.endedAt),
          // A line a moderator deleted is gone from the replay as it went from the live chat.
          isNull(chatMessages.deletedAt),
        ),
      )
      .orderBy(asc(chatMessages.seq))
      .limit(query.size + 1);
    const lines = rows.slice(0, query.size).map((row) => ({
      ...chatMessageOf(row),
      offsetMs: Math.max(0, row.createdAt.getTime() - start),
    }));
    const last = lines.at(-1);
    return {
      lines,
      next: rows.length > query.size && last ? { fromMs: last.offsetMs, afterSeq: last.seq } : null,
    };
  });
}
