import { createBatcher } from './batcher';

/** A run that records its batches and answers each item doubled, or fails for the item 13. */
function recordingRun(batches: number[][], delayMs = 5) {
  return async (items: number[]) => {
    batches.push([...items]);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (items.includes(13)) throw new Error('thirteen');
    return items.map((item) => item * 2);
  };
}

test('items that arrive together go in one batch; items that arrive while batches are in flight go in the next', async () => {
  const batches: number[][] = [];
  const add = createBatcher(recordingRun(batches), { concurrency: 1, maxBatch: 100 });
  const first = [1, 2, 3].map(add);
  // Added while the first batch runs: they wait for it, then go together.
  await new Promise((resolve) => setTimeout(resolve, 1));
  const second = [4, 5].map(add);
  expect(await Promise.all([...first, ...second])).toEqual([2, 4, 6, 8, 10]);
  expect(batches).toEqual([
    [1, 2, 3],
    [4, 5],
  ]);
});

test('no more batches in flight than the concurrency, none larger than maxBatch', async () => {
  const batches: number[][] = [];
  let inFlight = 0;
  let most = 0;
  const add = createBatcher(
    async (items: number[]) => {
      inFlight++;
      most = Math.max(most, inFlight);
      batches.push(items);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight--;
      return items;
    },
    { concurrency: 2, maxBatch: 3 },
  );
  const items = Array.from({ length: 20 }, (_, index) => index);
  expect(await Promise.all(items.map(add))).toEqual(items);
  expect(most).toBe(2);
  expect(Math.max(...batches.map((batch) => batch.length))).toBe(3);
  expect(batches.flat().sort((a, b) => a - b)).toEqual(items);
});

test('a failing batch is run again item by item: only the item that fails gets the error', async () => {
  const batches: number[][] = [];
  const add = createBatcher(recordingRun(batches), { concurrency: 1, maxBatch: 100 });
  const results = await Promise.allSettled([12, 13, 14].map(add));
  expect(results).toEqual([
    { status: 'fulfilled', value: 24 },
    { status: 'rejected', reason: new Error('thirteen') },
    { status: 'fulfilled', value: 28 },
  ]);
  expect(batches).toEqual([[12, 13, 14], [12], [13], [14]]);
});
