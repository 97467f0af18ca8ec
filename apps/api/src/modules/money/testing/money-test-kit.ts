import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { getBrand } from '@onair/brand';
import { IDEMPOTENCY_KEY_HEADER, MONEY_MESSAGES, type BrandCode, type UserType } from '@onair/contracts';
import { channels, members, seedDemoData, type DatabaseHandle } from '@onair/db';
import type { TestDatabaseTarget } from '@onair/db/testing';
import { checkLedgerInvariants, createLedger, type AccountRef, type Ledger, type LedgerReason } from '@onair/ledger';
import { accessTokens } from '../../../platform/sessions/access-tokens';
import { buildApp } from '../../../app';
import { readConfig } from '../../../platform/config/config';
import { SITE_CODE_HEADER } from '../../../platform/http/brand';
import { settingsFromConfig, type ApiSettings } from '../../../platform/config/settings';
import { callApi, type CallOptions, type CallResult } from '../../../testing/test-api';
import { REPLAYED_HEADER } from '../../../platform/http/idempotent-route';
import { TEST_SERVER_OPTIONS } from '../../../testing/test-server-options';

/**
 * The real API on a real port over a fresh database, as startTestApi gives it, plus the app itself
 * (its gift event bus) and a ledger over the same database for setting balances up and checking
 * them. Members are inserted directly and carry signed Bearer tokens: these tests are about
 * money, and a sign-in per member (argon2) would only make them slow.
 */
export type MoneyApi = {
  url: string;
  app: FastifyInstance;
  database: DatabaseHandle;
  ledger: Ledger;
  call(method: string, path: string, options?: CallOptions): Promise<CallResult>;
  close(): Promise<void>;
};

export type TestMember = {
  memberId: number;
  loginId: string;
  nickname: string;
  brand: BrandCode;
  channelId: number | null;
  channelName: string | null;
  /** Authorization (and the site code for brands other than onair). */
  headers: Record<string, string>;
};

export type MoneyApiOptions = {
  /** Adjusts the settings (outside services' URLs, say). */
  settings?: (settings: ApiSettings) => ApiSettings;
  /** The operator console's clock (epoch ms), for tests that also act as staff. */
  now?: () => number;
};

export async function startMoneyApi(target: TestDatabaseTarget, options: MoneyApiOptions = {}): Promise<MoneyApi> {
  const database = await target.open();
  await seedDemoData(database.db, async (plain) => `test-hash:${plain.length}`);
  // The tests play the front: their X-Forwarded-For comes from loopback, each test an address of its own.
  const base = settingsFromConfig(readConfig({ NODE_ENV: 'test', TRUST_PROXY: 'loopback' }));
  const settings = options.settings ? options.settings(base) : base;
  const app = await buildApp({
    database,
    cacheKind: 'memory',
    defaultBrand: getBrand('onair'),
    settings,
    ...(options.now ? { now: options.now } : {}),
  }, TEST_SERVER_OPTIONS);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  // The gateway's webhooks come back to this API, whose port is only known once it listens.
  settings.paymentGateway.webhookBaseUrl = url;
  const tokens = accessTokens(settings.tokenSecret);
  const api: MoneyApi = {
    url,
    app,
    database,
    ledger: createLedger(database.db),
    call: (method, path, options) => callApi(url, method, path, options),
    async close() {
      await app.close();
      await database.close();
    },
  };
  memberTokens.set(api, tokens);
  return api;
}

const memberTokens = new WeakMap<MoneyApi, ReturnType<typeof accessTokens>>();
let serial = 0;

/** A member (with a channel when asked), signed in by a Bearer token of their brand. */
export async function newMember(
  api: MoneyApi,
  options: { userType?: UserType; brand?: BrandCode; channel?: { live?: boolean } } = {},
): Promise<TestMember> {
  const { userType = 'V', brand = 'onair' } = options;
  serial += 1;
  const suffix = `${randomBytes(3).toString('hex')}${serial}`;
  const loginId = `m${suffix}`.slice(0, 15);
  const nickname = `n${suffix}`.slice(0, 10);
  const [member] = await api.database.db
    .insert(members)
    .values({ loginId, nickname, brand, userType })
    .returning({ memberId: members.memberId });
  if (!member) throw new Error('member not inserted');
  let channelId: number | null = null;
  let channelName: string | null = null;
  if (options.channel) {
    channelName = `${nickname}의 채널`;
    const [channel] = await api.database.db
      .insert(channels)
      .values({ ownerMemberId: member.memberId, name: channelName, isLive: options.channel.live ?? false })
      .returning({ channelId: channels.channelId });
    channelId = channel?.channelId ?? null;
  }
  const tokens = memberTokens.get(api);
  if (!tokens) throw new Error('not a money test api');
  const token = await tokens.sign({ memberId: member.memberId, loginId, userType, brand });
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (brand !== 'onair') headers[SITE_CODE_HEADER] = brand;
  return { memberId: member.memberId, loginId, nickname, brand, channelId, channelName, headers };
}

/** A fresh Idempotency-Key. */
export const newKey = () => `test-${randomUUID()}`;

/** A money-moving POST as a client sends it: the member's token and an Idempotency-Key (a fresh one unless given). */
export function post(api: MoneyApi, member: TestMember, path: string, body: unknown, key: string | null = newKey()) {
  const headers = { ...member.headers, ...(key === null ? {} : { [IDEMPOTENCY_KEY_HEADER]: key }) };
  return api.call('POST', path, { body, headers });
}

export const get = (api: MoneyApi, member: TestMember | null, path: string, headers: Record<string, string> = {}) =>
  api.call('GET', path, { headers: { ...(member?.headers ?? {}), ...headers } });

/** Moves amount into a member's account from the brand's issuance (or gateway, for a purchase). */
export async function fund(api: MoneyApi, account: AccountRef, amount: number, reason: LedgerReason = 'adjustment') {
  const brand = 'member' in account ? account.brand : account.system;
  const source = reason === 'payment' ? 'gateway' : 'issuance';
  await api.ledger.transaction((tx) =>
    api.ledger.post(tx, {
      brand,
      reason,
      reference: `test:${reason}:${randomUUID().slice(0, 8)}`,
      entries: [
        { account: { system: brand, kind: source, itemCode: account.itemCode }, amount: -amount },
        { account, amount },
      ],
    }),
  );
}

export const balanceOf = (api: MoneyApi, account: AccountRef) => api.ledger.balance(api.database.db, account);

/** The ledger's own check of every rule: entries balance, nothing negative, balances match entries. */
export async function expectLedgerSound(api: MoneyApi) {
  const report = await checkLedgerInvariants(api.database.db);
  expect(report.problems).toEqual([]);
  expect(report.ok).toBe(true);
}

/** A refusal with its status, code and exact message (the onair currency, 러브, filled in). */
export function refusal(
  status: number,
  code: string,
  key: keyof typeof MONEY_MESSAGES,
  values: Record<string, string> = {},
) {
  const message = MONEY_MESSAGES[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name === 'currency' ? '러브' : (values[name] ?? whole),
  );
  return { status, body: expect.objectContaining({ code, message }) };
}

/** The second answer replays the first: same status and body, marked replayed. */
export function expectReplayOf(second: CallResult, first: CallResult) {
  expect(second.status).toBe(first.status);
  expect(second.body).toEqual(first.body);
  expect(second.headers.get(REPLAYED_HEADER)).toBe('true');
}
