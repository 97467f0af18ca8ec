import { eq } from 'drizzle-orm';
import { channels } from '@onair/db';
import { request, settle } from './testing/chat-client';
import {
  CLUSTER_SKIP_REASON,
  insertMember,
  openSharedDatabase,
  startChatNode,
  type ChatNode,
} from './testing/chat-cluster-kit';
import type { TestMember } from '../money/testing/money-test-kit';
import { joinAs } from './testing/chat-members';
import {
  countsEverywhere,
  listChannelEverywhere,
  sameEverywhere,
  type CountsEverywhere,
} from './testing/counts-everywhere';

const describeCluster = CLUSTER_SKIP_REASON ? describe.skip : describe;
if (CLUSTER_SKIP_REASON) console.warn(CLUSTER_SKIP_REASON);

type Card = { channelId: number; viewerCount: number };

describeCluster('channel lists on two nodes show the live room count', () => {
  let shared: Awaited<ReturnType<typeof openSharedDatabase>>;
  let nodeA: ChatNode;
  let nodeB: ChatNode;
  const extraNodes: ChatNode[] = [];

  beforeAll(async () => {
    shared = await openSharedDatabase();
    [nodeA, nodeB] = await Promise.all([startChatNode(shared.url), startChatNode(shared.url)]);
    // A node's own counts are short until it has heard every other node's beat (every 5 s).
    await settle(6_500);
  });
  afterAll(async () => {
    await Promise.allSettled([nodeA, nodeB, ...extraNodes].map((node) => node?.close()));
    await shared?.close();
  });

  const cardOn = async (node: ChatNode, channelId: number) => {
    const response = await fetch(`${node.url}/api/guest/channels?live=true&size=100`);
    const { items } = (await response.json()) as { items: Card[] };
    return items.find((card) => card.channelId === channelId)?.viewerCount;
  };
  /** The node's card once it says `expected`, within a beat and a half; what it last said otherwise. */
  async function cardBecomes(node: ChatNode, channelId: number, expected: number) {
    let seen = await cardOn(node, channelId);
    const deadline = Date.now() + 8_000;
    while (seen !== expected && Date.now() < deadline) {
      await settle(200);
      seen = await cardOn(node, channelId);
    }
    return seen;
  }

  test("a viewer on node B counts on both nodes' lists, and stops counting on both once they leave", async () => {
    const streamer = await insertMember(shared.admin, { channel: true });
    const channelId = streamer.channelId as number;
    const room = String(channelId);
    const viewer = await joinAs(nodeB.url, null, room);
    try {
      // B has the socket: its list says so at once; A hears it with B's next beat.
      expect(await cardOn(nodeB, channelId)).toBe(1);
      expect(await cardBecomes(nodeA, channelId, 1)).toBe(1);

      expect(await request(viewer.socket, 'leave', { room })).toMatchObject({ ok: true });
      expect(await cardOn(nodeB, channelId)).toBe(0);
      expect(await cardBecomes(nodeA, channelId, 0)).toBe(0);
    } finally {
      viewer.socket.disconnect();
    }
  });

  /** Every answer on the node once they all say `expected` (within a beat and a half); what they last said otherwise. */
  async function everywhereBecomes(node: ChatNode, member: TestMember, channelId: number, expected: number) {
    let seen: CountsEverywhere = await countsEverywhere(node.url, member, channelId);
    const deadline = Date.now() + 8_000;
    while (Object.values(seen).some((count) => count !== expected) && Date.now() < deadline) {
      await settle(250);
      seen = await countsEverywhere(node.url, member, channelId);
    }
    return seen;
  }

  test("a member watching on node B: the home cards and the follow and recent lists on both nodes say the room's count", async () => {
    const [member, streamer] = [await insertMember(shared.admin), await insertMember(shared.admin, { channel: true })];
    const channelId = streamer.channelId as number;
    await listChannelEverywhere(shared.admin.db, nodeA.url, member, channelId);
    const watching = await joinAs(nodeB.url, member, String(channelId));
    try {
      expect(watching.joined).toMatchObject({ viewers: 1 });
      const onB = await countsEverywhere(nodeB.url, member, channelId);
      expect(onB).toEqual(sameEverywhere(1, onB));
      const onA = await everywhereBecomes(nodeA, member, channelId, 1);
      expect(onA).toEqual(sameEverywhere(1, onA));

      expect(await request(watching.socket, 'leave', { room: String(channelId) })).toMatchObject({ ok: true });
      const leftB = await countsEverywhere(nodeB.url, member, channelId);
      expect(leftB).toEqual(sameEverywhere(0, leftB));
      const leftA = await everywhereBecomes(nodeA, member, channelId, 0);
      expect(leftA).toEqual(sameEverywhere(0, leftA));
    } finally {
      watching.socket.disconnect();
    }
  }, 30_000);

  test("the owner's socket on node A is no viewer on either node's list; a viewer on node B is", async () => {
    const streamer = await insertMember(shared.admin, { channel: true });
    const channelId = streamer.channelId as number;
    const room = String(channelId);
    const owner = await joinAs(nodeA.url, streamer, room);
    const viewer = await joinAs(nodeB.url, null, room);
    try {
      expect(owner.joined).toMatchObject({ viewers: 0 });
      expect(viewer.joined).toMatchObject({ viewers: 1 });
      expect(await cardOn(nodeB, channelId)).toBe(1);
      // A's beat says 0 for the owner, so B never reads 2; A hears B's viewer with B's next beat.
      expect(await cardBecomes(nodeA, channelId, 1)).toBe(1);
      await settle(5_500);
      expect(await cardOn(nodeA, channelId)).toBe(1);
      expect(await cardOn(nodeB, channelId)).toBe(1);
    } finally {
      owner.socket.disconnect();
      viewer.socket.disconnect();
    }
  });

  test('a node just started shows the stored count, not only its own sockets, until it has heard the others', async () => {
    const streamer = await insertMember(shared.admin, { channel: true });
    const channelId = streamer.channelId as number;
    const room = String(channelId);
    const onB = [await joinAs(nodeB.url, null, room), await joinAs(nodeB.url, null, room)];
    const stored = async () =>
      (await shared.admin.db.select().from(channels).where(eq(channels.channelId, channelId)))[0]?.viewerCount;
    const deadline = Date.now() + 8_000;
    while ((await stored()) !== 2 && Date.now() < deadline) await settle(200);
    expect(await stored()).toBe(2);

    const nodeC = await startChatNode(shared.url);
    extraNodes.push(nodeC);
    const onC = await joinAs(nodeC.url, null, room);
    try {
      // C alone would say 1: B's two are in no beat C has heard yet.
      expect(await cardOn(nodeC, channelId)).toBeGreaterThanOrEqual(2);
      expect(await cardBecomes(nodeC, channelId, 3)).toBe(3);
    } finally {
      for (const viewer of [...onB, onC]) viewer.socket.disconnect();
    }
  });

  test('a live room nobody has been in keeps its stored count on every node', async () => {
    const streamer = await insertMember(shared.admin, { channel: true });
    const channelId = streamer.channelId as number;
    await shared.admin.db.update(channels).set({ viewerCount: 7 }).where(eq(channels.channelId, channelId));
    expect(await cardOn(nodeA, channelId)).toBe(7);
    expect(await cardOn(nodeB, channelId)).toBe(7);
  });
});
