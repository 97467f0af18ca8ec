import { createSessionRefresher, type RefreshOutcome } from './session-refresher';

function countingRefresher(outcome: RefreshOutcome) {
  const calls: string[] = [];
  const refresher = createSessionRefresher(async (caller: string) => {
    calls.push(caller);
    return outcome;
  }, 0);
  return { refresher, calls };
}

test('concurrent callers share one refresh, run with the first caller context', async () => {
  const { refresher, calls } = countingRefresher('refreshed');
  const outcomes = await Promise.all(['a', 'b', 'c'].map((caller) => refresher.refreshAfter(0, caller)));
  expect(outcomes).toEqual(['refreshed', 'refreshed', 'refreshed']);
  expect(calls).toEqual(['a']);
  expect(refresher.generation).toBe(1);
});

test('a request sent before a refresh that since succeeded only retries', async () => {
  const { refresher, calls } = countingRefresher('refreshed');
  const sentAt = refresher.generation;
  await refresher.refreshAfter(sentAt, 'first');
  await expect(refresher.refreshAfter(sentAt, 'late')).resolves.toBe('refreshed');
  expect(calls).toEqual(['first']);
});

test('once a refresh has settled, the next 401 refreshes again', async () => {
  const { refresher, calls } = countingRefresher('sessionEnded');
  await refresher.refreshAfter(refresher.generation, 'first');
  await refresher.refreshAfter(refresher.generation, 'second');
  expect(calls).toEqual(['first', 'second']);
  expect(refresher.generation).toBe(0);
});
