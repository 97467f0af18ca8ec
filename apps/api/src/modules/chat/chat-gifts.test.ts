import type { Socket } from 'socket.io-client';
import { testDatabaseTargets } from '@onair/db/testing';
import { walletOf } from '../../platform/ledger/accounts';
import { fund, newKey, newMember, post, startMoneyApi, type MoneyApi } from '../money/testing/money-test-kit';
import { settle, until } from './testing/chat-client';
import { joinAs, say, seqsOf } from './testing/chat-members';

describe.each(testDatabaseTargets())('gifts in chat on $name', (target) => {
  let api: MoneyApi;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    api = await startMoneyApi(target);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await api.close();
  });

  test('a gift posted over HTTP arrives in the live room as a numbered message of kind gift, once, and is replayed after a reconnect', async () => {
    const streamer = await newMember(api, { channel: { live: true } });
    const sender = await newMember(api);
    await fund(api, walletOf(sender.memberId, 'onair'), 10_000);
    const room = String(streamer.channelId);
    const watcher = await joinAs(api.url, null, room);
    const talker = await joinAs(api.url, sender, room);
    sockets.push(watcher.socket, talker.socket);
    expect(await say(talker.socket, room, '선물 보낼게요')).toEqual({ ok: true, seq: 1 });

    const key = newKey();
    const sent = await post(
      api,
      sender,
      '/api/luv/gift',
      { channelId: streamer.channelId, amount: 500, message: '힘내세요!' },
      key,
    );
    expect(sent.status).toBe(200);
    await until(() => watcher.heard.messages.length === 2, 10_000, 'the gift alert');
    expect(watcher.heard.messages[1]).toEqual({
      room,
      seq: 2,
      kind: 'gift',
      memberId: sender.memberId,
      nickname: sender.nickname,
      role: 'member',
      text: '힘내세요!',
      payload: {
        giftId: sent.body.giftId,
        itemCode: 100,
        amount: 500,
        message: '힘내세요!',
        senderNickname: sender.nickname,
      },
      at: expect.any(String),
    });

    // A retried request (same Idempotency-Key) is a replay: no second alert.
    const replay = await post(
      api,
      sender,
      '/api/luv/gift',
      { channelId: streamer.channelId, amount: 500, message: '힘내세요!' },
      key,
    );
    expect(replay.body.giftId).toBe(sent.body.giftId);
    await settle(500);
    expect(seqsOf(watcher.heard)).toEqual([1, 2]);

    const later = await joinAs(api.url, null, room, { lastSeq: 1 });
    sockets.push(later.socket);
    expect(later.heard.messages).toEqual([watcher.heard.messages[1]]);
  });

  test('a gift to an offline channel is not shown in its room', async () => {
    const streamer = await newMember(api, { channel: { live: false } });
    const sender = await newMember(api);
    await fund(api, walletOf(sender.memberId, 'onair'), 1_000);
    const room = String(streamer.channelId);
    const watcher = await joinAs(api.url, null, room);
    sockets.push(watcher.socket);
    expect((await post(api, sender, '/api/luv/gift', { channelId: streamer.channelId, amount: 100 })).body.live).toBe(
      false,
    );
    await settle(500);
    expect(watcher.heard.messages).toEqual([]);
  });
});
