import { randomBytes } from 'node:crypto';
import { connect as tcpConnect, createServer, type Server as TcpServer, type Socket as TcpSocket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { getBrand } from '@onair/brand';
import { channels, members, openDatabase, type DatabaseHandle } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { accessTokens } from '../../../platform/sessions/access-tokens';
import { buildApp } from '../../../app';
import { readConfig } from '../../../platform/config/config';
import { settingsFromConfig } from '../../../platform/config/settings';
import type { TestMember } from '../../money/testing/money-test-kit';
import { TEST_SERVER_OPTIONS } from '../../../testing/test-server-options';

/** Why the cluster tests do not run: they need a PostgreSQL server both nodes share, and Redis between them. */
export const CLUSTER_SKIP_REASON =
  process.env['DATABASE_URL'] && process.env['REDIS_URL']
    ? null
    : 'skipped: the chat cluster tests need DATABASE_URL (PostgreSQL) and REDIS_URL';

const settings = settingsFromConfig(readConfig({ NODE_ENV: 'test' }));
const tokens = accessTokens(settings.tokenSecret);

/** A fresh, migrated PostgreSQL database every node opens by URL, and a handle for seeding and checks. */
export async function openSharedDatabase(): Promise<{ url: string; admin: DatabaseHandle; close(): Promise<void> }> {
  const base = process.env['DATABASE_URL'];
  const target = testDatabaseTargets().find((candidate) => candidate.name === 'postgres');
  if (!base || !target) throw new Error('DATABASE_URL is not set');
  const admin = await target.open();
  // The handle's location is the scratch database's URL with the password masked: take its name only.
  const url = new URL(base);
  url.pathname = new URL(admin.location).pathname;
  return { url: url.toString(), admin, close: () => admin.close() };
}

/** One API node (HTTP and chat) as main.ts runs it with REDIS_URL set: its own pool, Redis fan-out. */
export type ChatNode = { url: string; app: FastifyInstance; close(): Promise<void> };

export async function startChatNode(databaseUrl: string): Promise<ChatNode> {
  const database = await openDatabase({ url: databaseUrl, poolSize: 4 });
  const app = await buildApp({
    database,
    cacheKind: 'redis',
    redisUrl: process.env['REDIS_URL'],
    defaultBrand: getBrand('onair'),
    settings,
  }, TEST_SERVER_OPTIONS);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

let serial = 0;

/** A member (with a channel when asked) and their Bearer token, inserted directly: these tests are about chat. */
export async function insertMember(admin: DatabaseHandle, options: { channel?: boolean } = {}): Promise<TestMember> {
  serial += 1;
  const suffix = `${randomBytes(3).toString('hex')}${serial}`;
  const loginId = `c${suffix}`.slice(0, 15);
  const nickname = `k${suffix}`.slice(0, 10);
  const [member] = await admin.db
    .insert(members)
    .values({ loginId, nickname, brand: 'onair', userType: 'V' })
    .returning({ memberId: members.memberId });
  if (!member) throw new Error('member not inserted');
  let channelId: number | null = null;
  if (options.channel) {
    const [channel] = await admin.db
      .insert(channels)
      .values({ ownerMemberId: member.memberId, name: `${nickname}의 채널`, isLive: true })
      .returning({ channelId: channels.channelId });
    channelId = channel?.channelId ?? null;
  }
  const token = await tokens.sign({ memberId: member.memberId, loginId, userType: 'V', brand: 'onair' });
  return {
    memberId: member.memberId,
    loginId,
    nickname,
    brand: 'onair',
    channelId,
    channelName: null,
    headers: { authorization: `Bearer ${token}` },
  };
}

/**
 * The load balancer in front of the nodes, as a plain TCP proxy: each new connection goes to
 * the next node still up, so a client whose node is gone reconnects to another. down() cuts a
 * node's connections at once, as its machine dying would.
 */
export type Balancer = { url: string; down(nodeUrl: string): void; close(): Promise<void> };

export async function startBalancer(nodeUrls: string[]): Promise<Balancer> {
  const up = new Set(nodeUrls);
  const open = new Map<string, Set<TcpSocket>>(nodeUrls.map((url) => [url, new Set()]));
  let next = 0;
  const server: TcpServer = createServer((client) => {
    const alive = nodeUrls.filter((url) => up.has(url));
    const target = alive[next++ % Math.max(1, alive.length)];
    if (!target) return client.destroy();
    const { hostname, port } = new URL(target);
    const upstream = tcpConnect(Number(port), hostname);
    const pair = open.get(target) as Set<TcpSocket>;
    pair.add(client).add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      pair.delete(client);
      pair.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('balancer has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    down(nodeUrl) {
      up.delete(nodeUrl);
      for (const socket of open.get(nodeUrl) ?? []) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const sockets of open.values()) for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
