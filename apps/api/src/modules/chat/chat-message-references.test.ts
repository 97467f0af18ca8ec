import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { createChatStore } from './chat-store';

// Migration 0030 replaced chat_messages' foreign keys with a check per statement and triggers that
// keep rooms and senders in place: what the keys guaranteed must still hold.
describe.each(testDatabaseTargets())('chat message references on $name', (target) => {
  let handle: DatabaseHandle;
  let sender: number;
  let silent: number;
  let room: number;
  const rowsOf = async <Row>(query: ReturnType<typeof sql>) =>
    ((await handle.db.execute(query)) as unknown as { rows: Row[] }).rows;
  const messageCount = async () => Number((await rowsOf<{ n: string }>(sql`select count(*) as n from chat_messages`))[0]?.n);

  beforeAll(async () => {
    handle = await target.open();
    const members = await rowsOf<{ member_id: number }>(
      sql`insert into members (login_id, nickname, brand)
          select 'refs' || g, 'refs' || g, 'onair' from generate_series(1, 3) g returning member_id`,
    );
    const [owner, first, second] = members.map((row) => Number(row.member_id)) as [number, number, number];
    sender = first;
    silent = second;
    const [channel] = await rowsOf<{ channel_id: number }>(
      sql`insert into channels (owner_member_id, name, is_live) values (${owner}, 'refs', true) returning channel_id`,
    );
    room = Number(channel?.channel_id);
    await createChatStore(handle.db).append(room, [
      { memberId: sender, nickname: 'refs2', role: 'member', kind: 'chat', text: 'hello', payload: null, clientMsgId: 'refs-1' },
    ]);
  });
  afterAll(() => handle.close());

  const refused = async (statement: ReturnType<typeof sql>) => {
    const error = await handle.db.execute(statement).then(
      () => null,
      (caught: unknown) => caught as { code?: string; message?: string; cause?: { code?: string; message?: string } },
    );
    if (!error) throw new Error('the statement was not refused');
    return { code: error.code ?? error.cause?.code, message: error.cause?.message ?? error.message ?? '' };
  };

  test('a message in a room that does not exist is refused, and nothing of its statement stays', async () => {
    const before = await messageCount();
    const error = await refused(
      sql`insert into chat_messages (channel_id, seq, member_id, role, kind, text)
          values (${room}, 1000, ${sender}, 'member', 'chat', 'kept?'), (999999999, 1, ${sender}, 'member', 'chat', 'nowhere')`,
    );
    expect(error).toEqual({ code: '23503', message: 'chat_messages: a message refers to a room or a member that does not exist' });
    expect(await messageCount()).toBe(before);
  });

  test('a message from a member who does not exist is refused; a notice from nobody passes', async () => {
    const error = await refused(
      sql`insert into chat_messages (channel_id, seq, member_id, role, kind, text) values (${room}, 1001, 999999999, 'member', 'chat', 'ghost')`,
    );
    expect(error.code).toBe('23503');
    await handle.db.execute(
      sql`insert into chat_messages (channel_id, seq, member_id, role, kind, text) values (${room}, 1002, null, 'member', 'notice', 'notice')`,
    );
    expect(await messageCount()).toBeGreaterThan(1);
  });

  test('a room with messages cannot be deleted, truncated or renumbered', async () => {
    expect((await refused(sql`delete from chat_rooms where channel_id = ${room}`)).message).toBe(
      'chat_rooms: DELETE would leave chat messages without their room or member',
    );
    expect((await refused(sql`truncate chat_rooms cascade`)).code).toBe('23503');
    expect((await refused(sql`update chat_rooms set channel_id = channel_id where channel_id = ${room}`)).code).toBe('23503');
    expect((await refused(sql`update chat_messages set member_id = ${silent} where channel_id = ${room}`)).code).toBe('23503');
  });

  test('a member with messages cannot be deleted or renumbered; one without can still change otherwise', async () => {
    const error = await refused(sql`delete from members where member_id = ${sender}`);
    expect(error).toEqual({ code: '23503', message: `members: member ${sender} has chat messages and cannot be deleted or renumbered` });
    expect((await refused(sql`update members set member_id = 999999998 where member_id = ${sender}`)).code).toBe('23503');
    // Not every update of a sender is refused: only one that moves the key.
    await handle.db.execute(sql`update members set nickname = 'refs2b' where member_id = ${sender}`);
    await handle.db.execute(sql`update members set member_id = member_id where member_id = ${sender}`);
    const [row] = await rowsOf<{ nickname: string }>(sql`select nickname from members where member_id = ${sender}`);
    expect(row?.nickname).toBe('refs2b');
  });
});
