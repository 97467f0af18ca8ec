import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { SUBSCRIPTION_PRICES, type CreatorEvent } from '@onair/contracts';
import type { Database } from '@onair/db';
import { ApiError } from '../../platform/http/errors';
import { rowsOf } from '../../platform/ledger/sql-rows';
import { settingsOf, type OverlayStore } from './overlay-store';
import type { TestAlertStore } from './test-alert-store';

type Num = number | string | null;
const SecretPattern = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{10,64}$/));

/** What the overlay page is sent: an alert to show, a chat line, or that its URL was replaced. */
export type OverlayMessage =
  { type: 'alert'; event: CreatorEvent } | { type: 'chat'; nickname: string; text: string } | { type: 'revoked' };

const overlayNotFound = () => new ApiError(404, 'NOT_FOUND', 'stream.overlayNotFound');

/**
 * GET /api/guest/overlay/{secret}/events: server-sent events for OBS's browser source. Gifts,
 * subscriptions, the studio's test alerts and chat lines are read from the database after the last
 * one sent, every pollMs, so an overlay on any node sees what any node committed (the studio's
 * request lands on whichever node the balancer picks); the secret is checked on each round, so
 * a regenerated secret ends the stream at once ('revoked').
 */
export function overlayStreamRoute(
  app: FastifyInstance,
  {
    db,
    overlays,
    testAlerts,
    pollMs,
  }: { db: Database; overlays: OverlayStore; testAlerts: TestAlertStore; pollMs: number },
) {
  // Open streams end before the server stops taking connections (preClose), so shutting down does not wait on OBS.
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const close of [...open]) close();
  });
  app.get<{ Params: { secret: string } }>('/api/guest/overlay/:secret/events', async (request, reply) => {
    const secret = request.params.secret;
    const overlay = v.is(SecretPattern, secret) ? await overlays.findBySecret(secret) : null;
    if (!overlay) throw overlayNotFound();
    const channelId = overlay.channelId;
    const [marks] = await rowsOf<{ gift: Num; sub: Num; seq: Num }>(
      db,
      sql`select (select coalesce(max(gift_id), 0) from gifts where channel_id = ${channelId}) as gift,
                 (select coalesce(max(e.id), 0) from subscription_events e join subscriptions s on s.subscription_id = e.subscription_id where s.channel_id = ${channelId}) as sub,
                 (select coalesce(max(seq), 0) from chat_messages where channel_id = ${channelId}) as seq`,
    );
    let lastGift = Number(marks?.gift ?? 0);
    let lastSub = Number(marks?.sub ?? 0);
    let lastSeq = Number(marks?.seq ?? 0);
    let lastTest = await testAlerts.lastId(channelId);

    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    const send = (message: OverlayMessage) => reply.raw.write(`data: ${JSON.stringify(message)}\n\n`);
    reply.raw.write(': open\n\n');

    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      open.delete(close);
      clearInterval(timer);
      reply.raw.end();
    };
    // The response's close, not the request's: a GET's request closes once read, the connection later.
    reply.raw.on('close', close);
    open.add(close);

    let polling = false;
    async function poll() {
      if (polling || closed) return;
      polling = true;
      try {
        const current = await overlays.findBySecret(secret);
        if (!current) {
          send({ type: 'revoked' });
          close();
          return;
        }
        const settings = settingsOf(current.settings);
        const gifts = await rowsOf<{
          gift_id: Num;
          nickname: string | null;
          amount: Num;
          message: string | null;
          created_at: string | Date;
        }>(
          db,
          sql`select g.gift_id, m.nickname, g.amount, g.message, g.created_at from gifts g
               left join members m on m.member_id = g.sender_member_id
               where g.channel_id = ${channelId} and g.gift_id > ${lastGift} order by g.gift_id limit 50`,
        );
        for (const gift of gifts) {
          lastGift = Number(gift.gift_id);
          if (Number(gift.amount) < settings.minAlertAmount) continue;
          send({
            type: 'alert',
            event: {
              kind: 'gift',
              nickname: gift.nickname ?? '',
              amount: Number(gift.amount),
              message: gift.message,
              at: new Date(gift.created_at).toISOString(),
              test: false,
            },
          });
        }
        const subs = await rowsOf<{ id: Num; nickname: string | null; plan: string; event: Num; at: string | Date }>(
          db,
          sql`select e.id, m.nickname, s.plan, e.event, e.at from subscription_events e
               join subscriptions s on s.subscription_id = e.subscription_id left join members m on m.member_id = s.member_id
               where s.channel_id = ${channelId} and e.id > ${lastSub} order by e.id limit 50`,
        );
        for (const sub of subs) {
          lastSub = Number(sub.id);
          if (![0, 1].includes(Number(sub.event))) continue;
          const amount = SUBSCRIPTION_PRICES[sub.plan as keyof typeof SUBSCRIPTION_PRICES] ?? 0;
          send({
            type: 'alert',
            event: {
              kind: 'subscription',
              nickname: sub.nickname ?? '',
              amount,
              message: null,
              at: new Date(sub.at).toISOString(),
              test: false,
            },
          });
        }
        // Test alerts ignore the minimum: the streamer is checking the overlay shows, not paying.
        const tests = await testAlerts.after(channelId, lastTest);
        lastTest = tests.lastId;
        for (const event of tests.events) send({ type: 'alert', event });
        const lines = await rowsOf<{ seq: Num; nickname: string; text: string; kind: string }>(
          db,
          sql`select seq, nickname, text, kind from chat_messages where channel_id = ${channelId} and seq > ${lastSeq} order by seq limit 50`,
        );
        for (const line of lines) {
          lastSeq = Number(line.seq);
          if (settings.showChat && line.kind === 'chat')
            send({ type: 'chat', nickname: line.nickname, text: line.text });
        }
      } catch (error) {
        request.log.warn({ error }, 'overlay poll failed');
      } finally {
        polling = false;
      }
    }
    const timer = setInterval(() => void poll(), pollMs);
    timer.unref();
  });
}
