// Gifts per second through the ledger on PostgreSQL: npx tsx libs/server/ledger/bench/gifts.ts
// Env: DATABASE_URL (required), GIFTS (default 20000), CONCURRENCY (default 32), STREAMERS (default 3).
import { testDatabaseTargets } from '@onair/db/testing';
import { createLedger, startPendingFolder } from '../src/index';
import { at, giftPosting, grant, insertTestMembers, memberAccount, widerPool } from '../src/testing';

const gifts = Number(process.env['GIFTS'] ?? 20_000);
const concurrency = Number(process.env['CONCURRENCY'] ?? 32);
const streamerCount = Number(process.env['STREAMERS'] ?? 3);
const target = testDatabaseTargets().find((candidate) => candidate.name === 'postgres');
if (!target) throw new Error('set DATABASE_URL');
const handle = await target.open();
const pool = await widerPool(handle, concurrency);
try {
  const ledger = createLedger(pool.db);
  const senders = await insertTestMembers(pool.db, 200);
  const streamers = await insertTestMembers(pool.db, streamerCount);
  await ledger.transaction(async (tx) => {
    for (const sender of senders) await grant(ledger, tx, memberAccount(sender), 1_000_000);
  });
  // Warm the account cache and the connections.
  for (const sender of senders.slice(0, concurrency)) await ledger.transaction((tx) => ledger.post(tx, giftPosting(sender, at(streamers, 0), 1, 0)));
  const stop = startPendingFolder(ledger, { intervalMs: 250 });
  let next = 0;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < gifts) {
        const index = next++;
        const sender = at(senders, index % senders.length);
        const streamer = at(streamers, index % streamers.length);
        await ledger.transaction((tx) => ledger.post(tx, giftPosting(sender, streamer, 10, 1, `gift:${index}`)));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  await stop();
  // Node's own CPU per gift does not depend on what else the machine is doing, unlike gifts/s.
  const cpuPerGift = (cpu.user + cpu.system) / gifts;
  console.log(
    `${gifts} gifts to ${streamerCount} streamers, ${concurrency} at a time: ${(gifts / seconds).toFixed(0)} gifts/s (${seconds.toFixed(2)} s), ` +
      `${cpuPerGift.toFixed(0)} µs of Node CPU per gift`,
  );
} finally {
  await pool.close();
  await handle.close();
}
