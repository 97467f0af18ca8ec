import { sql } from 'drizzle-orm';
import type { Database } from '@onair/db';
import type { GiftEvent } from '../money/index';

/** How often a node looks for gifts whose line never reached the room. */
export const GIFT_LINE_RECOVERY_MS = 5_000;
/**
 * A gift younger than this is left to the node that took it: its line is normally stored within
 * a batch interval of the answer, and a node busy for a moment must not be overtaken.
 */
const GRACE_SECONDS = 3;
/**
 * Gifts older than this are no longer looked at: a gift's statement commits within the database's
 * statement timeout (30 s), so none older can still appear, and each round reads only the recent ones.
 */
const HORIZON_SECONDS = 60;
const MAX_ROUND = 500;

type Num = number | string;
type LostGiftRow = {
  gift_id: Num;
  channel_id: number;
  brand: string;
  sender_member_id: number;
  nickname: string;
  item_code: number;
  amount: number;
  message: string | null;
  created_at: Date | string;
};

export type GiftLineRecovery = { stop(): Promise<void> };

/**
 * A gift's line is stored by the node that took the gift, after its answer went out (gift-relay.ts).
 * A node that dies in between (a crash, a SIGKILL, a machine lost) would leave an accepted gift
 * without its alert in the room. Every node therefore looks, every few seconds, for live gifts of the
 * last minute that have no line yet and hands them to its relay, which stores each once (a line
 * already stored by another node is skipped by its clientMsgId). Only gifts taken after this node
 * started are its concern, so a restart never adds lines to older history (the demo seed's, say);
 * the nodes still running cover for the one that died.
 */
export function startGiftLineRecovery(
  db: Database,
  relay: (gift: GiftEvent) => void,
  log: { warn(details: object, message: string): void },
  intervalMs: number = GIFT_LINE_RECOVERY_MS,
): GiftLineRecovery {
  let after: number | null = null;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  async function round() {
    if (after === null) {
      const [row] = await rows<{ last: Num | null }>(db, sql`select max(gift_id) as last from gifts`);
      after = Number(row?.last ?? 0);
      return;
    }
    const lost = await rows<LostGiftRow>(
      db,
      sql`select g.gift_id, g.channel_id, g.brand, g.sender_member_id, m.nickname, g.item_code, g.amount, g.message, g.created_at
            from gifts g join members m on m.member_id = g.sender_member_id
           where g.gift_id > ${after} and g.live
             and g.created_at > now() - make_interval(secs => ${HORIZON_SECONDS})
             and g.created_at < now() - make_interval(secs => ${GRACE_SECONDS})
             and (select 1 from chat_messages c
                   where c.channel_id = g.channel_id and c.member_id = g.sender_member_id
                     and c.client_msg_id = 'gift:' || g.gift_id limit 1) is null
           order by g.gift_id limit ${MAX_ROUND}`,
    );
    for (const gift of lost) relay(eventOf(gift));
    // Past the horizon nothing new can turn up: the next rounds start after it.
    const [edge] = await rows<{ last: Num | null }>(
      db,
      sql`select max(gift_id) as last from gifts
           where gift_id > ${after} and created_at <= now() - make_interval(secs => ${HORIZON_SECONDS})`,
    );
    if (edge?.last != null) after = Math.max(after, Number(edge.last));
  }

  const tick = () => {
    running = running.then(round).catch((error: unknown) => log.warn({ err: error }, 'gift lines not checked'));
  };
  tick();
  const timer = setInterval(() => {
    if (!stopped) tick();
  }, intervalMs);
  timer.unref();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

const eventOf = (row: LostGiftRow): GiftEvent => ({
  giftId: Number(row.gift_id),
  channelId: row.channel_id,
  brand: row.brand,
  senderMemberId: row.sender_member_id,
  senderNickname: row.nickname,
  itemCode: row.item_code,
  amount: row.amount,
  message: row.message,
  at: new Date(row.created_at).toISOString(),
});

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
