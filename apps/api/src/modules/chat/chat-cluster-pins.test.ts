import type { Socket } from 'socket.io-client';
import { request, until, type Heard } from './testing/chat-client';
import {
  CLUSTER_SKIP_REASON,
  insertMember,
  openSharedDatabase,
  startChatNode,
  type ChatNode,
} from './testing/chat-cluster-kit';
import { joinAs, say } from './testing/chat-members';

const describeCluster = CLUSTER_SKIP_REASON ? describe.skip : describe;
if (CLUSTER_SKIP_REASON) console.warn(CLUSTER_SKIP_REASON);

const announcementsOf = (heard: Heard) => heard.events.filter((event) => event['type'] === 'announcement');

// docs/chat.md, "Pinning a line": the pin rides the Redis adapter like every room event.
describeCluster('a pinned line on two nodes sharing PostgreSQL and Redis', () => {
  let shared: { url: string; admin: Awaited<ReturnType<typeof openSharedDatabase>>['admin']; close(): Promise<void> };
  let nodeA: ChatNode;
  let nodeB: ChatNode;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    shared = await openSharedDatabase();
    [nodeA, nodeB] = await Promise.all([startChatNode(shared.url), startChatNode(shared.url)]);
  });
  afterAll(async () => {
    for (const socket of sockets.splice(0)) socket.disconnect();
    await Promise.allSettled([nodeA, nodeB].map((node) => node?.close()));
    await shared?.close();
  });

  test('the owner pins a line on node A: a viewer on node B sees it at once, a joiner on B on joining', async () => {
    const streamer = await insertMember(shared.admin, { channel: true });
    const viewer = await insertMember(shared.admin);
    const room = String(streamer.channelId);
    const owner = await joinAs(nodeA.url, streamer, room);
    const onB = await joinAs(nodeB.url, viewer, room);
    sockets.push(owner.socket, onB.socket);

    const written = await say(onB.socket, room, 'B에서 쓴 말');
    if (!written.ok) throw new Error('line refused');
    const pinned = await request<{ announcement: unknown }>(owner.socket, 'action', {
      room,
      type: 'pinLine',
      seq: written.seq,
    });
    if (!pinned.ok) throw new Error(`pin refused: ${JSON.stringify(pinned)}`);
    expect(pinned).toMatchObject({
      ok: true,
      announcement: { text: 'B에서 쓴 말', line: { seq: written.seq, memberId: viewer.memberId } },
    });
    await until(() => announcementsOf(onB.heard).length === 1, 10_000, 'the pin on node B');
    expect(announcementsOf(onB.heard)).toEqual([pinned.announcement]);

    const late = await joinAs(nodeB.url, null, room);
    sockets.push(late.socket);
    expect(announcementsOf(late.heard)).toEqual([pinned.announcement]);
  });
});
