import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { leanHttpLoad, type LeanRequest } from '../shared/lean-http-load';
import { BENCH } from './config';
import type { Seeded } from './seed';

export type LoadResult = {
  sent: number;
  ok: number;
  failed: number;
  seconds: number;
  giftsPerSecond: number;
  p50: number;
  p99: number;
  statusCodes: Record<string, number>;
};

/**
 * Exactly `count` gifts over `connections` keep-alive connections (BENCH.loadGenerator): each
 * request from the next viewer in turn (no viewer's wallet row is a hot spot), to the next channel
 * in turn, under a fresh Idempotency-Key. An exact count rather than a duration, so no request is
 * cut off in flight and the ledger afterwards must match the 2xx count exactly.
 */
export async function sendGifts(url: string, seeded: Seeded, count: number, connections: number): Promise<LoadResult> {
  const run = randomBytes(4).toString('hex');
  const giftRequest = (index: number): LeanRequest => ({
    method: 'POST',
    path: '/api/luv/gift',
    headers: {
      'content-type': 'application/json',
      authorization: seeded.senders[index % seeded.senders.length]!,
      'idempotency-key': `bench-${run}-${index}`,
    },
    body: `{"channelId":${seeded.channels[index % seeded.channels.length]},"amount":${BENCH.amount}}`,
  });
  if (BENCH.loadGenerator === 'lean') {
    const result = await leanHttpLoad({ url, connections, amount: count, request: giftRequest });
    return { sent: count, ...result, giftsPerSecond: result.ok / result.seconds };
  }
  let next = 0;
  const result = await autocannon({
    url: `${url}/api/luv/gift`,
    connections,
    amount: count,
    timeout: 30,
    // autocannon notices that the last answer came only at its next sample, so its duration is
    // rounded up to the sample interval: at the default 1 s, a run of 8.1 s counted as 9.
    sampleInt: 50,
    requests: [
      {
        setupRequest: (request) => ({ ...request, ...giftRequest(next++) }),
      },
    ],
  });
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([status, { count: n }]) => [status, Number(n)]),
  );
  return {
    sent: count,
    ok: result['2xx'],
    failed: result.non2xx + result.errors,
    seconds: result.duration,
    giftsPerSecond: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statusCodes,
  };
}
