import type { Socket } from 'socket.io-client';
import { testDatabaseTargets } from '@onair/db/testing';
import { walletOf } from '../../platform/ledger/accounts';
import { fund, newKey, newMember, post, startMoneyApi, type MoneyApi } from '../money/testing/money-test-kit';
import { settle, until } from './testing/chat-client';
import { joinAs, seqsOf } from './testing/chat-members';

describe.each(testDatabaseTargets())('subscriptions in chat on $name', (target) => {
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

  test('a subscription bought over HTTP is a numbered notice line in the live room, once, replayed after a reconnect', async () => {
    const streamer = await newMember(api, { channel: { live: true } });
    const subscriber = await newMember(api);
    await fund(api, walletOf(subscriber.memberId, 'onair'), 10_000);
    const room = String(streamer.channelId);
    const watcher = await joinAs(api.url, null, room);
    sockets.push(watcher.socket);

    const key = newKey();
    const bought = await post(api, subscriber, '/api/my/subscriptions', { channelId: streamer.channelId, plan: 'oneMonth' }, key);
    expect(bought.status).toBe(201);
    await until(() => watcher.heard.messages.length === 1, 10_000, 'the subscription line');
    expect(watcher.heard.messages[0]).toEqual({
      room,
      seq: 1,
      kind: 'notice',
      memberId: subscriber.memberId,
      nickname: subscriber.nickname,
      role: 'member',
      text: '',
      payload: {
        notice: 'subscribed',
        subscriptionId: bought.body.subscriptionId,
        period: 1,
        subscriberNickname: subscriber.nickname,
      },
      at: expect.any(String),
    });

    // The same Idempotency-Key again is a replay: nothing bought, no second line.
    const replay = await post(api, subscriber, '/api/my/subscriptions', { channelId: streamer.channelId, plan: 'oneMonth' }, key);
    expect(replay.status).toBe(201);
    await settle(500);
    expect(seqsOf(watcher.heard)).toEqual([1]);

    const later = await joinAs(api.url, null, room, { lastSeq: 0 });
    sockets.push(later.socket);
    expect(later.heard.messages).toEqual([watcher.heard.messages[0]]);
  });

  test('a subscription to an offline channel, or a refused one, posts nothing in its room', async () => {
    const offline = await newMember(api, { channel: { live: false } });
    const live = await newMember(api, { channel: { live: true } });
    const subscriber = await newMember(api);
    await fund(api, walletOf(subscriber.memberId, 'onair'), 3_300);
    const offlineWatcher = await joinAs(api.url, null, String(offline.channelId));
    const liveWatcher = await joinAs(api.url, null, String(live.channelId));
    sockets.push(offlineWatcher.socket, liveWatcher.socket);

    expect((await post(api, subscriber, '/api/my/subscriptions', { channelId: offline.channelId, plan: 'oneMonth' })).status).toBe(201);
    // The wallet is empty now: the live channel's subscription is refused.
    expect((await post(api, subscriber, '/api/my/subscriptions', { channelId: live.channelId, plan: 'oneMonth' })).status).toBe(409);
    await settle(500);
    expect(offlineWatcher.heard.messages).toEqual([]);
    expect(liveWatcher.heard.messages).toEqual([]);
  });
});
