import { and, eq, like } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { getBrand } from '@onair/brand';
import { chatMessages } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { walletOf } from '../../platform/ledger/accounts';
import { postGift } from '../money/index';
import {
  fund,
  newKey,
  newMember,
  post,
  startMoneyApi,
  type MoneyApi,
  type TestMember,
} from '../money/testing/money-test-kit';
import { settle, until } from './testing/chat-client';
import { joinAs } from './testing/chat-members';

// A node that dies after a gift's answer went out and before its line was stored: the gift is in
// the books (committed here straight through the ledger, as the dead node's statement did) and no
// node heard of it. The nodes still running store its line.
describe.each(testDatabaseTargets('pglite'))('gift lines a dead node never stored, on $name', (target) => {
  let api: MoneyApi;
  let streamer: TestMember;
  let sender: TestMember;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    api = await startMoneyApi(target, {
      settings: (base) => ({ ...base, chatTiming: { ...base.chatTiming, giftLineRecoveryMs: 300 } }),
    });
    streamer = await newMember(api, { channel: { live: true } });
    sender = await newMember(api);
    await fund(api, walletOf(sender.memberId, 'onair'), 100_000);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await api.close();
  });

  const sendWithoutNode = (channelId: number, amount: number, message: string | null) =>
    api.ledger.transaction((tx) =>
      postGift(tx, {
        brand: getBrand('onair'),
        senderMemberId: sender.memberId,
        key: newKey(),
        channelId,
        itemCode: 100,
        amount,
        message,
      }),
    );
  const linesOf = (giftId: number) =>
    api.database.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.kind, 'gift'), eq(chatMessages.clientMsgId, `gift:${giftId}`)));

  test('an accepted gift whose node died reaches the room once, after the grace its node had', async () => {
    const room = String(streamer.channelId);
    const watcher = await joinAs(api.url, null, room);
    sockets.push(watcher.socket);

    const { giftId } = await sendWithoutNode(streamer.channelId as number, 700, '늦어도 와요');
    const committedAt = Date.now();
    await until(() => watcher.heard.messages.some((line) => line.kind === 'gift'), 15_000, 'the recovered gift line');
    // Its own node had 3 s to store it; nobody stepped in before.
    expect(Date.now() - committedAt).toBeGreaterThanOrEqual(2_500);
    expect(watcher.heard.messages.filter((line) => line.kind === 'gift')).toEqual([
      expect.objectContaining({
        kind: 'gift',
        memberId: sender.memberId,
        nickname: sender.nickname,
        text: '늦어도 와요',
        payload: { giftId, itemCode: 100, amount: 700, message: '늦어도 와요', senderNickname: sender.nickname },
      }),
    ]);
    // Later rounds leave it alone.
    await settle(1_500);
    expect(await linesOf(giftId)).toHaveLength(1);
  });

  test('a gift its node stored is not stored again, and a gift to an offline channel gets no line', async () => {
    const sent = await post(api, sender, '/api/luv/gift', { channelId: streamer.channelId, amount: 300 });
    expect(sent.status).toBe(200);
    const offline = await newMember(api, { channel: { live: false } });
    const { giftId: offlineGift } = await sendWithoutNode(offline.channelId as number, 200, null);

    await settle(4_500);
    expect(await linesOf(sent.body.giftId)).toHaveLength(1);
    expect(await linesOf(offlineGift)).toHaveLength(0);
    const giftLines = await api.database.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.channelId, streamer.channelId as number), like(chatMessages.clientMsgId, 'gift:%')));
    expect(giftLines.map((line) => line.seq)).toEqual([1, 2]);
  });
});
