import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { staffAccounts, type DatabaseHandle } from '@onair/db';
import { readConfig } from '../../../platform/config/config';
import { settingsFromConfig } from '../../../platform/config/settings';
import { UNAUTHORIZED } from '../../chat/index';
import { chatClient, connect, request } from '../../chat/testing/chat-client';
import {
  CLUSTER_SKIP_REASON,
  insertMember,
  openSharedDatabase,
  startChatNode,
  type ChatNode,
} from '../../chat/testing/chat-cluster-kit';
import { tokenOf } from '../../chat/testing/chat-members';
import { STAFF_COOKIE } from '../staff-sessions';
import { createStaff } from '../staff-store';
import { secretOf } from '../testing/console-kit';
import { totpCodeAt } from '../totp';

const describeCluster = CLUSTER_SKIP_REASON ? describe.skip : describe;
if (CLUSTER_SKIP_REASON) console.warn(CLUSTER_SKIP_REASON);

/** A sanction given through one node reaches the member's sockets on every node (the Redis adapter). */
describeCluster('console sanctions on two nodes sharing PostgreSQL and Redis', () => {
  let shared: { url: string; admin: DatabaseHandle; close(): Promise<void> };
  let nodeA: ChatNode;
  let nodeB: ChatNode;
  let staffCookie: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    shared = await openSharedDatabase();
    [nodeA, nodeB] = await Promise.all([startChatNode(shared.url), startChatNode(shared.url)]);
    const tokenSecret = settingsFromConfig(readConfig({ NODE_ENV: 'test' })).tokenSecret;
    const login = `cluster-mod-${process.pid}`;
    const password = `pw-${login}-secret`;
    const made = await createStaff(
      shared.admin.db,
      tokenSecret,
      { login, displayName: login, role: 'moderator', brands: ['onair'], password },
      new Date(),
    );
    await shared.admin.db.update(staffAccounts).set({ status: 'active' }).where(eq(staffAccounts.id, made.row.id));
    const signedIn = await fetch(`${nodeA.url}/api/admin/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login, password, code: totpCodeAt(secretOf(made.otpauthUri), Date.now()) }),
    });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.getSetCookie().find((set) => set.startsWith(`${STAFF_COOKIE}=`));
    staffCookie = cookie?.split(';')[0] ?? '';
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await Promise.allSettled([nodeA, nodeB].map((node) => node?.close()));
    await shared?.close();
  });

  const sanction = (memberId: number, body: object) =>
    fetch(`${nodeA.url}/api/admin/members/${memberId}/sanctions`, {
      method: 'POST',
      headers: { cookie: staffCookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const connectedOnB = async (token: string) => {
    const socket = chatClient(nodeB.url, { token });
    sockets.push(socket);
    await connect(socket);
    return socket;
  };

  test("a block given on node A disconnects the member's socket on node B, which cannot come back", async () => {
    const member = await insertMember(shared.admin);
    const onB = await connectedOnB(tokenOf(member));
    const gone = new Promise<string>((resolve) => onB.once('disconnect', resolve));
    expect((await sanction(member.memberId, { kind: 'block', reason: '클러스터 차단', days: 1 })).status).toBe(201);
    expect(await gone).toBe('io server disconnect');
    await expect(connect(chatClient(nodeB.url, { token: tokenOf(member) }))).rejects.toThrow(UNAUTHORIZED);
  });

  test('a chat ban given on node A drops the socket on node B; back on B, its lines are refused', async () => {
    const streamer = await insertMember(shared.admin, { channel: true });
    const member = await insertMember(shared.admin);
    const onB = await connectedOnB(tokenOf(member));
    const gone = new Promise<string>((resolve) => onB.once('disconnect', resolve));
    expect(
      (await sanction(member.memberId, { kind: 'chat-ban', reason: '클러스터 채팅 금지', days: null })).status,
    ).toBe(201);
    expect(await gone).toBe('io server disconnect');

    const again = await connectedOnB(tokenOf(member));
    const room = String(streamer.channelId);
    expect(await request(again, 'join', { room, streamId: `stream-${room}`, source: 'web' })).toMatchObject({
      ok: true,
    });
    expect(await request(again, 'message', { room, text: '안녕', clientMsgId: 'c-cluster-1' })).toMatchObject({
      ok: false,
      code: 'MUTED',
      message: '운영정책 위반으로 채팅이 영구적으로 금지되었습니다.',
    });
  });
});
