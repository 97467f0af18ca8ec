import { asc, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { chatMessages, type DatabaseHandle } from '@onair/db';
import type { TestMember } from '../money/testing/money-test-kit';
import { request, settle, until } from './testing/chat-client';
import {
  CLUSTER_SKIP_REASON,
  insertMember,
  openSharedDatabase,
  startBalancer,
  startChatNode,
  type ChatNode,
} from './testing/chat-cluster-kit';
import { joinAs, say, seqsOf } from './testing/chat-members';
import { ResilientChatClient } from './testing/resilient-client';

const describeCluster = CLUSTER_SKIP_REASON ? describe.skip : describe;
if (CLUSTER_SKIP_REASON) console.warn(CLUSTER_SKIP_REASON);

const tokenOf = (member: TestMember) => (member.headers['authorization'] ?? '').replace(/^Bearer /, '');

describeCluster('chat on two nodes sharing PostgreSQL and Redis', () => {
  let shared: { url: string; admin: DatabaseHandle; close(): Promise<void> };
  let nodeA: ChatNode;
  let nodeB: ChatNode;
  const extraNodes: ChatNode[] = [];
  const sockets: Socket[] = [];

  beforeAll(async () => {
    shared = await openSharedDatabase();
    [nodeA, nodeB] = await Promise.all([startChatNode(shared.url), startChatNode(shared.url)]);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await Promise.allSettled([nodeA, nodeB, ...extraNodes].map((node) => node?.close()));
    await shared?.close();
  });

  const storedOf = async (channelId: number) =>
    shared.admin.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.channelId, channelId))
      .orderBy(asc(chatMessages.seq));

  test("a line sent on node A reaches a viewer on node B, in one sequence with B's own lines", async () => {
    const streamer = await insertMember(shared.admin, { channel: true });
    const [onA, onB] = [await insertMember(shared.admin), await insertMember(shared.admin)];
    const room = String(streamer.channelId);
    const a = await joinAs(nodeA.url, onA, room);
    const b = await joinAs(nodeB.url, onB, room);
    const visitorOnB = await joinAs(nodeB.url, null, room);
    sockets.push(a.socket, b.socket, visitorOnB.socket);

    expect(await say(a.socket, room, 'A에서 보냅니다')).toEqual({ ok: true, seq: 1 });
    expect(await say(b.socket, room, 'B에서 답합니다')).toEqual({ ok: true, seq: 2 });
    await until(
      () => visitorOnB.heard.messages.length === 2 && a.heard.messages.length === 2,
      10_000,
      'both lines on both nodes',
    );
    expect(visitorOnB.heard.messages.map((message) => [message.seq, message.memberId, message.text])).toEqual([
      [1, onA.memberId, 'A에서 보냅니다'],
      [2, onB.memberId, 'B에서 답합니다'],
    ]);
    expect(seqsOf(a.heard)).toEqual([1, 2]);

    // Viewers count every node's sockets once the nodes have exchanged a heartbeat (every 5 s).
    await settle(5500);
    const late = await joinAs(nodeA.url, null, room);
    sockets.push(late.socket);
    expect(late.joined).toMatchObject({ ok: true, viewers: 4, lastSeq: 2 });
  });

  test("moderation applies on every node and survives a node restart; a member's rate limit is shared", async () => {
    const streamer = await insertMember(shared.admin, { channel: true });
    const rowdy = await insertMember(shared.admin);
    const room = String(streamer.channelId);
    const owner = await joinAs(nodeA.url, streamer, room);
    const onB = await joinAs(nodeB.url, rowdy, room);
    sockets.push(owner.socket, onB.socket);

    // Three lines on A and the fourth on B: one allowance across nodes.
    const onA = await joinAs(nodeA.url, rowdy, room);
    sockets.push(onA.socket);
    for (let i = 0; i < 3; i++) expect(await say(onA.socket, room, `줄 ${i}`)).toMatchObject({ ok: true });
    expect(await say(onB.socket, room, '넷째 줄')).toMatchObject({ ok: false, code: 'RATE_LIMITED' });

    expect(
      await request(owner.socket, 'action', { room, type: 'blacklist', targetMemberId: rowdy.memberId }),
    ).toMatchObject({ ok: true });
    // The ban reaches the member's socket on the other node and takes it out of the room there.
    await until(() => onB.heard.events.some((event) => event['type'] === 'kick'), 10_000, 'the ban on node B');
    await settle(300);
    expect(await say(onB.socket, room, '아직 있나요')).toMatchObject({ ok: false, code: 'NOT_JOINED' });
    expect(await request(onB.socket, 'join', { room })).toMatchObject({ ok: false, code: 'BANNED' });

    // A node started afterwards reads the ban from the database.
    const nodeC = await startChatNode(shared.url);
    extraNodes.push(nodeC);
    await expect(joinAs(nodeC.url, rowdy, room)).rejects.toThrow('BANNED');
  });

  test("slow mode's wait and followers-only chat hold across nodes: one member's tabs on A and B, a follow or unfollow on either", async () => {
    const streamer = await insertMember(shared.admin, { channel: true });
    const viewer = await insertMember(shared.admin);
    const room = String(streamer.channelId);
    const channelId = streamer.channelId as number;
    const owner = await joinAs(nodeA.url, streamer, room);
    const onA = await joinAs(nodeA.url, viewer, room);
    const onB = await joinAs(nodeB.url, viewer, room);
    sockets.push(owner.socket, onA.socket, onB.socket);
    // Straight to one node's HTTP API, as the round-robin front would send it.
    const http = (node: ChatNode, method: 'POST' | 'DELETE', path: string, body?: unknown) =>
      fetch(`${node.url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${tokenOf(viewer)}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });

    expect(await request(owner.socket, 'action', { room, type: 'slow', seconds: 3 })).toMatchObject({ ok: true });
    // Node B heard the change (its cached room state dropped) and tells the room's sockets there.
    await until(() => onB.heard.actions.some((action) => action['type'] === 'slow'), 10_000, 'slow mode on node B');
    const first = Date.now();
    expect(await say(onA.socket, room, 'A에서 한 줄')).toMatchObject({ ok: true });
    expect(await say(onB.socket, room, 'B에서 바로')).toMatchObject({ ok: false, code: 'SLOW_MODE' });
    await settle(Math.max(0, first + 3100 - Date.now()));
    expect(await say(onB.socket, room, 'B에서 기다렸다가')).toMatchObject({ ok: true });
    await request(owner.socket, 'action', { room, type: 'slow', seconds: 0 });

    expect(await request(owner.socket, 'action', { room, type: 'followersOnly', on: true })).toMatchObject({
      ok: true,
    });
    await until(() => onB.heard.actions.some((action) => action['type'] === 'followersOnly'), 10_000, 'on node B');
    expect(await say(onB.socket, room, '팔로우 전')).toMatchObject({ ok: false, code: 'FOLLOWERS_ONLY' });
    // Followed through node A, spoken on node B.
    expect((await http(nodeA, 'POST', '/api/my/follows', { channelId })).status).toBe(200);
    expect(await say(onB.socket, room, '팔로우 후')).toMatchObject({ ok: true });
    // Unfollowed through node A: node B, which had seen the follow, forgets it.
    expect((await http(nodeA, 'DELETE', `/api/my/follows/${channelId}`)).status).toBe(200);
    // The word crosses Redis: a line sent before it lands may still pass.
    let answer = await say(onB.socket, room, '언팔로우 후');
    for (let tries = 0; answer.ok && tries < 10; tries++) {
      await settle(700);
      answer = await say(onB.socket, room, '언팔로우 후');
    }
    expect(answer).toMatchObject({ ok: false, code: 'FOLLOWERS_ONLY' });
  });

  test('node A closes mid-conversation: every client ends up showing exactly what is stored, no gap, no duplicate', async () => {
    const streamer = await insertMember(shared.admin, { channel: true });
    const room = String(streamer.channelId);
    const channelId = streamer.channelId as number;
    const balancer = await startBalancer([nodeA.url, nodeB.url]);
    const talkers = await Promise.all(Array.from({ length: 6 }, () => insertMember(shared.admin)));
    const clients = [
      ...talkers.map((member, index) => new ResilientChatClient(balancer.url, room, tokenOf(member), `t${index}`)),
      ...[0, 1].map((index) => new ResilientChatClient(balancer.url, room, '', `v${index}`)),
    ];
    try {
      for (const client of clients) client.start();
      await until(() => clients.every((client) => client.socket.connected), 10_000, 'every client connected');
      await settle(300);

      // Each talker types a line every 800 ms (under 3 per 2 s). Node A goes away just after the
      // third round is typed, so lines are in flight, or stored with their acks still on the way.
      const talking = clients.slice(0, talkers.length);
      let round = 0;
      let closing: Promise<void> | null = null;
      const typing = setInterval(() => {
        round += 1;
        talking.forEach((client, index) => client.type(`라운드 ${round} - ${index}`));
        if (round === 3)
          setTimeout(() => {
            balancer.down(nodeA.url);
            closing = nodeA.close();
          }, 2);
      }, 800);
      await until(() => closing !== null, 10_000, 'node A going away');
      await settle(2500);
      clearInterval(typing);
      await closing;

      await until(() => talking.every((client) => client.pending === 0), 20_000, 'every typed line acknowledged');
      const stored = await storedOf(channelId);
      const lastSeq = stored.length;
      await until(() => clients.every((client) => client.lastContiguous === lastSeq), 20_000, 'every client caught up');
      await settle(500);

      // Stored: 1..N without a gap, each typed line exactly once.
      expect(stored.map((row) => row.seq)).toEqual(Array.from({ length: lastSeq }, (_, index) => index + 1));
      const typed = talking.flatMap((client) => client.typed).sort();
      expect(stored.map((row) => row.clientMsgId).sort()).toEqual(typed);
      // Shown by every client: exactly the stored sequence, nothing more.
      for (const client of clients) {
        expect([...client.shown.keys()].sort((x, y) => x - y)).toEqual(stored.map((row) => row.seq));
        expect([...client.shown.values()].map((message) => message.text)).toEqual(
          [...client.shown.keys()].map((seq) => stored[seq - 1]?.text),
        );
      }
      // Half the clients were on node A (the balancer alternates): they came back through node B.
      const movedOver = clients.filter((client) => client.connects > 1).length;
      expect(movedOver).toBe(clients.length / 2);
      const redelivered = clients.reduce((sum, client) => sum + (client.arrivals.length - client.shown.size), 0);
      const resends = clients.reduce((sum, client) => sum + client.resends, 0);
      console.info(
        `chat failover: ${lastSeq} lines stored from ${typed.length} typed, ${clients.length} clients (${movedOver} moved to node B), ${resends} resends, ${redelivered} redelivered arrivals dropped by seq`,
      );
    } finally {
      for (const client of clients) client.stop();
      await balancer.close();
    }
  });
});
