import { sql } from 'drizzle-orm';
import { openDatabase } from '@onair/db';
import { accessTokens } from '../../apps/api/src/platform/sessions/access-tokens';
import { createScratchDatabase } from '../gifts/databases';
import { BENCH_CHAT } from './config';

export type ChatBenchDatabase = {
  url: string;
  /** The room: the streamer's live channel. */
  room: string;
  /** Access tokens of the members who send. */
  senderTokens: string[];
  drop(): Promise<void>;
};

const rowsOf = async <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** A scratch PostgreSQL database, migrated, with one live channel and the sending members. */
export async function seedChatBench(senders: number): Promise<ChatBenchDatabase> {
  const scratch = await createScratchDatabase('chat');
  try {
    const handle = await openDatabase({ url: scratch.url, poolSize: 2 });
    try {
      await handle.migrate();
      const [streamer] = await rowsOf<{ member_id: number }>(
        await handle.db.execute(sql`insert into members (login_id, nickname, brand) values ('cbstreamer', 'cbstreamer', 'onair') returning member_id`),
      );
      const [channel] = await rowsOf<{ channel_id: number }>(
        await handle.db.execute(sql`insert into channels (owner_member_id, name, is_live) values (${streamer?.member_id}, 'chat bench', true) returning channel_id`),
      );
      const members = await rowsOf<{ member_id: number }>(
        await handle.db.execute(
          sql`insert into members (login_id, nickname, brand)
              select 'cb' || g, 'cb' || g, 'onair' from generate_series(1, ${senders}::integer) g
              returning member_id`,
        ),
      );
      const tokens = accessTokens(BENCH_CHAT.authSecret);
      const senderTokens = await Promise.all(
        members.map((row, index) => tokens.sign({ memberId: Number(row.member_id), loginId: `cb${index + 1}`, userType: 'V', brand: 'onair' })),
      );
      return { url: scratch.url, room: String(channel?.channel_id), senderTokens, drop: () => scratch.drop() };
    } finally {
      await handle.close();
    }
  } catch (error) {
    await scratch.drop();
    throw error;
  }
}
