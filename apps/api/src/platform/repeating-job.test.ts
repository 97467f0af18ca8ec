import { startRepeatingJob } from './repeating-job';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('a run still going is not doubled, and stop waits for it to end', async () => {
  let started = 0;
  let running = 0;
  let mostAtOnce = 0;
  let ended = 0;
  const stop = startRepeatingJob(async () => {
    started += 1;
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    await sleep(40);
    running -= 1;
    ended += 1;
  }, 5);

  // Ticks every 5 ms while each run takes 40: many ticks fall while a run is going.
  for (let waited = 0; started < 3 && waited < 5_000; waited += 10) await sleep(10);
  expect(started).toBeGreaterThanOrEqual(3);
  expect(mostAtOnce).toBe(1);

  await stop();
  expect(running).toBe(0);
  expect(ended).toBe(started);
  // Stopped: no run starts any more.
  await sleep(30);
  expect(started).toBe(ended);
});
