import { isIP } from 'node:net';

/**
 * Which hops in front of the API may say who the client is (X-Forwarded-For, -Host, -Proto):
 * none (false), the nearest N hops, or the listed addresses and ranges (fastifyTrustProxy below
 * gives Fastify each of them).
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's named ranges, which Fastify understands beside addresses and CIDR ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const MAX_PREFIX: Record<number, number> = { 4: 32, 6: 128 };

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry) || isIP(entry) !== 0) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  return rest.length === 0 && family !== 0 && prefix !== undefined && /^\d{1,3}$/.test(prefix) && Number(prefix) <= (MAX_PREFIX[family] ?? 0);
}

const entriesOf = (value: string) => value.split(',').map((entry) => entry.trim()).filter(Boolean);

/** TRUST_PROXY is a hop count, or addresses, CIDR ranges and named ranges separated by commas. */
export const isTrustProxy = (value: string) => /^\d+$/.test(value) || (entriesOf(value).length > 0 && entriesOf(value).every(isAddressOrRange));

/** 0 (like leaving it unset) trusts no hop: the client is whoever opened the connection. */
export function toTrustProxy(value: string): TrustProxy {
  if (/^\d+$/.test(value)) return Number(value) > 0 ? Number(value) : false;
  return entriesOf(value);
}

/**
 * Fastify's option for it. Fastify ignores a bare hop count (it cannot tell a front from a client
 * that sends enough hops), so a count becomes "the nearest N hops": right only when the API's port
 * is reachable through the front alone, which docs/auth.md asks of a deployment that uses one.
 */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
