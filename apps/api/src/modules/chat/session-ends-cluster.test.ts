import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { members, type DatabaseHandle } from '@onair/db';
import { accessTokens } from '../../platform/sessions/access-tokens';
import { readConfig } from '../../platform/config/config';
import { settingsFromConfig } from '../../platform/config/settings';
import { UNAUTHORIZED } from './chat-auth';
import { chatClient, connect } from './testing/chat-client';
import { CLUSTER_SKIP_REASON, insertMember, openSharedDatabase, startChatNode, type ChatNode } from './testing/chat-cluster-kit';
import { tokenOf } from './testing/chat-members';

const describeCluster = CLUSTER_SKIP_REASON ? describe.skip : describe;
if (CLUSTER_SKIP_REASON) console.warn(CLUSTER_SKIP_REASON);

/** What one node decides about a member's session, or a room's password tries, every node follows. */
describeCluster('sessions and password tries on two nodes sharing PostgreSQL and Redis', () => {
  let shared: { url: string; admin: DatabaseHandle; close(): Promise<void> };
  let nodeA: ChatNode;
  let nodeB: ChatNode;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    shared = await openSharedDatabase();
    [nodeA, nodeB] = await Promise.all([startChatNode(shared.url), startChatNode(shared.url)]);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await Promise.allSettled([nodeA, nodeB].map((node) => node?.close()));
    await shared?.close();
  });

  test("a block on node A disconnects the member's sockets on node B at once", async () => {
    const member = await insertMember(shared.admin);
    const operator = await insertMember(shared.admin);
    await shared.admin.db.update(members).set({ userType: 'O' }).where(eq(members.memberId, operator.memberId));
    const tokens = accessTokens(settingsFromConfig(readConfig({ NODE_ENV: 'test' })).tokenSecret);
    const operatorToken = await tokens.sign({ ...operator, userType: 'O', brand: 'onair' });

    const onB = chatClient(nodeB.url, { token: tokenOf(member) });
    sockets.push(onB);
    await connect(onB);
    const gone = new Promise<string>((resolve) => onB.once('disconnect', resolve));
    const blocked = await fetch(`${nodeA.url}/api/system/members/${member.memberId}/block`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${operatorToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ blocked: true }),
    });
    expect(blocked.status).toBe(200);
    expect(await gone).toBe('io server disconnect');
    await expect(connect(chatClient(nodeB.url, { token: tokenOf(member) }))).rejects.toThrow(UNAUTHORIZED);
  });

  test('wrong room passwords count on every node: a guesser spreading tries over both is stopped', async () => {
    const streamer = await insertMember(shared.admin, { channel: true });
    const set = await fetch(`${nodeA.url}/api/my/room-password`, {
      method: 'PUT',
      headers: { ...streamer.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ password: '4821' }),
    });
    expect(set.status).toBe(200);
    const address = `198.51.100.${randomBytes(1)[0]}`;
    const statuses: number[] = [];
    for (let guess = 0; guess < 11; guess++) {
      const node = guess % 2 ? nodeA : nodeB;
      const answer = await fetch(`${node.url}/api/guest/live-Auth`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `onair_cid=${randomBytes(5).toString('hex')}`,
          'x-forwarded-for': address,
        },
        body: JSON.stringify({ channelId: streamer.channelId, option: 'password', password: String(1000 + guess) }),
      });
      statuses.push(answer.status);
    }
    // Ten wrong passwords from one address, five on each node, then the pause: shared, not per node.
    expect(statuses).toEqual([...Array<number>(10).fill(403), 429]);
  });
});
