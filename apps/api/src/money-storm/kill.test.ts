import { apiProcess } from './api-process';
import { waitForFoldInFlight } from './fold-watch';
import { freePort } from './free-port';
import { startSandboxGateway } from './sandbox-gateway';
import { openScratchPostgres, STORM_SKIP_REASON } from './scratch-database';
import { checkStorm, openDebts } from './storm-checks';
import { runStorm, type StormProgress } from './storm-runner';
import { prepareStorm, STORM_AUTH_SECRET, STORM_CONCURRENCY, STORM_OPERATIONS } from './storm-setup';
import { stormSummary } from './storm-summary';

const describeStorm = STORM_SKIP_REASON ? describe.skip : describe;
// Jest shows nothing of a suite skipped whole; a todo carries the reason into its report.
if (STORM_SKIP_REASON) test.todo(`${import.meta.url.split('/').pop()}: ${STORM_SKIP_REASON}`);

/** Starts the API again on the same port and database; answers how long it was away. */
async function restart(api: ReturnType<typeof apiProcess>, killedAt: number) {
  await api.start();
  return `back after ${((performance.now() - killedAt) / 1000).toFixed(1)} s`;
}

/** Resolves once the storm has done `share` of its operations, or has ended. */
async function reached(progress: StormProgress, share: number, ended: () => boolean) {
  while (progress.done < progress.total * share && !ended()) await new Promise((resolve) => setTimeout(resolve, 20));
}

describeStorm(
  `money storm with the API killed mid-run on PostgreSQL${STORM_SKIP_REASON ? ` (${STORM_SKIP_REASON})` : ''}`,
  () => {
    test('SIGKILL at random and during a fold, restart on the same port and database: clients retry with their keys and nothing is lost or moved twice', async () => {
      const database = await openScratchPostgres();
      const sandbox = await startSandboxGateway();
      const api = apiProcess({
        port: await freePort(),
        databaseUrl: database.url,
        gatewayUrl: sandbox.url,
        authSecret: STORM_AUTH_SECRET,
      });
      try {
        await api.start();
        const world = await prepareStorm(database.admin.db, api.url, sandbox.url);
        const progress: StormProgress = { total: STORM_OPERATIONS, done: 0 };
        const kills: string[] = [];
        let ended = false;
        const started = performance.now();
        const storm = runStorm(world, STORM_OPERATIONS, STORM_CONCURRENCY, progress).finally(() => {
          ended = true;
        });
        const killer = (async () => {
          // First at an ordinary moment: whatever requests and folds are in flight are cut off.
          await reached(progress, 0.4, () => ended);
          if (ended) return;
          await api.kill();
          const firstAt = performance.now();
          const first = `SIGKILL after ${progress.done} operations`;
          kills.push(`${first}, ${await restart(api, firstAt)}`);
          // Then in the middle of folding pending credits into a balance.
          await reached(progress, 0.65, () => ended);
          if (ended) return;
          const fold = await waitForFoldInFlight(database.admin.db, 10_000);
          await api.kill();
          const secondAt = performance.now();
          const second = `SIGKILL after ${progress.done} operations, ${fold ? `during a fold (${fold})` : 'no fold seen within 10 s'}`;
          kills.push(`${second}, ${await restart(api, secondAt)}`);
        })();
        await Promise.all([storm, killer]);
        const seconds = (performance.now() - started) / 1000;
        const webhooks = await sandbox.settled(60_000);
        world.problems.push(...webhooks.failed);
        await api.stop();
        world.problems.push(...(await checkStorm(database.admin.db, world)));
        console.log(
          stormSummary(world, STORM_OPERATIONS, seconds, [
            ...kills,
            `webhooks delivered ${webhooks.deliveries - webhooks.failed.length} of ${webhooks.deliveries}`,
            await openDebts(database.admin.db),
          ]),
        );
        expect(kills).toHaveLength(2);
        expect(world.problems).toEqual([]);
      } catch (error) {
        // The API's own words explain most failures here.
        console.log(`API output:\n${api.output()}`);
        throw error;
      } finally {
        await api.kill();
        await sandbox.close();
        await database.close();
      }
    }, 360_000);
  },
);
