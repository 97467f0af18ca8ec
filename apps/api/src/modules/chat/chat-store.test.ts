import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { createChatStore, type MessageDraft } from './chat-store';

describe.each(testDatabaseTargets())('gift alerts stored across rooms on $name', (target) => {
  let handle: DatabaseHandle;
  let sender: number;
  let rooms: number[];
  beforeAll(async () => {
    handle = await target.open();
    const rowsOf = async <Row>(query: ReturnType<typeof sql>) =>
      ((await handle.db.execute(query)) as unknown as { rows: Row[] }).rows;
    const members = await rowsOf<{ member_id: number }>(
      sql`insert into members (login_id, nickname, brand)
          select 'alert' || g, 'alert' || g, 'onair' from generate_series(1, 3) g returning member_id`,
    );
    sender = Number(members[0]?.member_id);
    const channels = await rowsOf<{ channel_id: number }>(
      sql`insert into channels (owner_member_id, name, is_live)
          select m, 'alerts ' || m, true from unnest(${`{${members.slice(1).map((m) => m.member_id)}}`}::integer[]) m
          returning channel_id`,
    );
    rooms = channels.map((channel) => Number(channel.channel_id));
  });
  afterAll(() => handle.close());

  const alert = (channelId: number, giftId: number): { channelId: number; draft: MessageDraft } => ({
    channelId,
    draft: {
      memberId: sender,
      nickname: 'alert1',
      role: 'member',
      kind: 'gift',
      text: `thanks ${giftId}`,
      payload: { giftId, itemCode: 100, amount: 10, message: null, senderNickname: 'alert1' },
      clientMsgId: `gift:${giftId}`,
    },
  });

  test('alerts for several rooms are numbered per room in order, and answered with what the drafts said', async () => {
    const store = createChatStore(handle.db);
    const [first, second] = rooms as [number, number];
    const stored = await store.appendGifts([alert(second, 1), alert(first, 2), alert(second, 3)]);
    expect(stored.map(({ room, seq, text }) => ({ room, seq, text }))).toEqual([
      { room: String(first), seq: 1, text: 'thanks 2' },
      { room: String(second), seq: 1, text: 'thanks 1' },
      { room: String(second), seq: 2, text: 'thanks 3' },
    ]);
    expect(stored[1]).toMatchObject({
      kind: 'gift',
      memberId: sender,
      nickname: 'alert1',
      role: 'member',
      payload: { giftId: 1 },
    });
    expect(Number.isNaN(Date.parse(stored[1]?.at ?? ''))).toBe(false);
  });

  test('a gift stored already is skipped, and the others of its batch take the next numbers without a gap', async () => {
    const store = createChatStore(handle.db);
    const [first, second] = rooms as [number, number];
    const stored = await store.appendGifts([
      alert(first, 2),
      alert(first, 4),
      alert(second, 4),
      alert(second, 5),
      alert(second, 5),
    ]);
    expect(stored.map(({ room, seq, payload }) => ({ room, seq, giftId: payload?.['giftId'] }))).toEqual([
      { room: String(first), seq: 2, giftId: 4 },
      { room: String(second), seq: 3, giftId: 4 },
      { room: String(second), seq: 4, giftId: 5 },
    ]);
    expect(await store.since(first, 0, 100)).toMatchObject({ lastSeq: 2 });
    expect((await store.since(second, 0, 100)).messages.map((message) => message.seq)).toEqual([1, 2, 3, 4]);
  });
});
