import { guestAnswerCache } from './guest-answer-cache';

/** A clock the test moves, and a loader that counts its reads of the "database". */
function setup(staleMs: number) {
  let now = 0;
  let reads = 0;
  let stored = 'A';
  const cache = guestAnswerCache(staleMs, () => now);
  const load = async () => {
    reads += 1;
    return stored;
  };
  return {
    cache,
    load,
    reads: () => reads,
    change: (value: string) => (stored = value),
    at: (ms: number) => (now = ms),
  };
}

describe('guest answer cache', () => {
  it('answers its copy until the staleness runs out, then the change', async () => {
    const t = setup(1000);
    expect(await t.cache.read('k', t.load)).toBe('A');
    t.change('B');
    t.at(999);
    expect(await t.cache.read('k', t.load)).toBe('A');
    t.at(1000);
    expect(await t.cache.read('k', t.load)).toBe('B');
    expect(t.reads()).toBe(2);
  });

  it('requests that miss together share one read', async () => {
    const t = setup(1000);
    const answers = await Promise.all(Array.from({ length: 50 }, () => t.cache.read('k', t.load)));
    expect([new Set(answers).size, t.reads()]).toEqual([1, 1]);
  });

  it('keeps no answer its caller refuses (a gated room) and no failed read', async () => {
    const t = setup(1000);
    t.change('gated');
    await t.cache.read('k', t.load, (answer) => answer !== 'gated');
    t.change('open');
    expect(await t.cache.read('k', t.load, (answer) => answer !== 'gated')).toBe('open');
    await expect(t.cache.read('x', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await t.cache.read('x', t.load)).toBe('open');
  });

  it('keys are apart: one key never answers another', async () => {
    const t = setup(1000);
    await t.cache.read('channels|onair|1', async () => 'onair list');
    expect(await t.cache.read('channels|mint|1', async () => 'mint list')).toBe('mint list');
  });

  it('with a staleness of 0 every request reads anew', async () => {
    const t = setup(0);
    await t.cache.read('k', t.load);
    t.change('B');
    expect(await t.cache.read('k', t.load)).toBe('B');
  });
});
