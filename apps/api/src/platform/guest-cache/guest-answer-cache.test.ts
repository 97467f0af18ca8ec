import { serializedAnswer } from '../http/serialized-answer';
import { guestAnswerCache, REFRESH_AHEAD_SHARE } from './guest-answer-cache';

/** Lets the loads started so far settle (each is an already resolved or rejected promise). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

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

  describe('refreshing a copy before it runs out', () => {
    const refreshFrom = 1000 * (1 - REFRESH_AHEAD_SHARE);

    it('a copy asked for in its last stretch is read anew once in the background, and answers meanwhile', async () => {
      const t = setup(1000);
      await t.cache.read('k', t.load);
      t.change('B');
      t.at(refreshFrom - 1);
      expect(await t.cache.read('k', t.load)).toBe('A');
      expect(t.reads()).toBe(1);
      t.at(refreshFrom);
      const during = await Promise.all([t.cache.read('k', t.load), t.cache.read('k', t.load)]);
      expect([during, t.reads()]).toEqual([['A', 'A'], 2]);
      await settle();
      // The new copy answers from here, its own last stretch counted from when its read began.
      t.at(1000);
      expect(await t.cache.read('k', t.load)).toBe('B');
      t.at(refreshFrom + refreshFrom - 1);
      expect(await t.cache.read('k', t.load)).toBe('B');
      expect(t.reads()).toBe(2);
    });

    it('no answer is older than the staleness: a copy whose refresh is still running is not answered past its time', async () => {
      let now = 0;
      const cache = guestAnswerCache(1000, () => now);
      let finish: (value: string) => void = () => undefined;
      const loads: string[] = [];
      const load = () => {
        loads.push('read');
        return loads.length === 1 ? Promise.resolve('A') : new Promise<string>((resolve) => (finish = resolve));
      };
      await cache.read('k', load);
      now = refreshFrom;
      expect(await cache.read('k', load)).toBe('A');
      now = 1000;
      // The old copy is out of time: this request waits for the refresh already running, not a third read.
      const waiting = cache.read('k', load);
      finish('B');
      expect([await waiting, loads.length]).toEqual(['B', 2]);
      // Kept a staleness from when the refresh began, which was before the old copy ran out.
      now = refreshFrom + 1000 - 1000 * REFRESH_AHEAD_SHARE - 1;
      expect([await cache.read('k', load), loads.length]).toEqual(['B', 2]);
    });

    it('a refresh the caller would not keep (the room became gated) ends the copy at once', async () => {
      const t = setup(1000);
      const open = (answer: string) => answer !== 'gated';
      await t.cache.read('k', t.load, open);
      t.change('gated');
      t.at(refreshFrom);
      expect(await t.cache.read('k', t.load, open)).toBe('A');
      await settle();
      t.at(refreshFrom + 1);
      expect(await t.cache.read('k', t.load, open)).toBe('gated');
      expect(t.reads()).toBe(3);
    });

    it('a failed refresh leaves the copy to run out at its time, then the next request reads anew', async () => {
      let now = 0;
      let fail = false;
      let reads = 0;
      const cache = guestAnswerCache(1000, () => now);
      const load = () => (
        (reads += 1),
        fail ? Promise.reject(new Error('database down')) : Promise.resolve(`v${reads}`)
      );
      await cache.read('k', load);
      fail = true;
      now = refreshFrom;
      expect(await cache.read('k', load)).toBe('v1');
      await settle();
      now = 999;
      expect([await cache.read('k', load), reads]).toEqual(['v1', 2]);
      fail = false;
      now = 1000;
      expect(await cache.read('k', load)).toBe('v3');
    });
  });

  describe('answering a URL straight from its copy (the fast path)', () => {
    const render = (copy: string) => serializedAnswer({ name: copy });

    it('gives the copy a route answered that URL with, on that brand only, while it is fresh', async () => {
      const t = setup(1000);
      expect(t.cache.copyAnswer('onair', '/p/1')).toBeUndefined();
      await t.cache.read('profile|onair|1', t.load);
      t.cache.answerUrlFromCopy({ brand: 'onair', url: '/p/1', route: '/p/:id' }, 'profile|onair|1', render);
      expect(t.cache.copyAnswer('onair', '/p/1')?.json).toBe('{"name":"A"}');
      expect(t.cache.copyAnswer('onair', '/p/1')?.route).toBe('/p/:id');
      expect([t.cache.copyAnswer('mint', '/p/1'), t.cache.copyAnswer('onair', '/p/1?x=1')]).toEqual([
        undefined,
        undefined,
      ]);
      t.at(1000);
      expect(t.cache.copyAnswer('onair', '/p/1')).toBeUndefined();
    });

    it('leaves a copy due for its refresh to the route, which starts it; then answers again', async () => {
      const t = setup(1000);
      await t.cache.read('k', t.load);
      t.cache.answerUrlFromCopy({ brand: 'onair', url: '/p', route: '/p/:id' }, 'k', render);
      t.at(1000 * (1 - REFRESH_AHEAD_SHARE));
      expect(t.cache.copyAnswer('onair', '/p')).toBeUndefined();
      t.change('B');
      const routeAnswer = t.cache.read('k', t.load);
      // The refresh is running: the copy answers until the new one is in.
      expect(t.cache.copyAnswer('onair', '/p')?.json).toBe('{"name":"A"}');
      expect(await routeAnswer).toBe('A');
      await settle();
      expect(t.cache.copyAnswer('onair', '/p')?.json).toBe('{"name":"B"}');
    });

    it('never answers from a copy that was not kept (a gated room) or with the cache off', async () => {
      const t = setup(1000);
      t.change('gated');
      await t.cache.read('k', t.load, (answer) => answer !== 'gated');
      t.cache.answerUrlFromCopy({ brand: 'onair', url: '/p', route: '/p/:id' }, 'k', render);
      expect(t.cache.copyAnswer('onair', '/p')).toBeUndefined();
      const off = guestAnswerCache(0);
      await off.read('k', t.load);
      off.answerUrlFromCopy({ brand: 'onair', url: '/p', route: '/p/:id' }, 'k', render);
      expect(off.copyAnswer('onair', '/p')).toBeUndefined();
    });
  });
});
