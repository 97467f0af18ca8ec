import { present } from '../platform/present';

/**
 * A small seeded random generator (mulberry32), so a storm that found a problem can be run again
 * with the same choices: STORM_SEED=<seed printed in the summary>.
 */
export type Rng = {
  seed: number;
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
};

export function createRng(seed = Number(process.env['STORM_SEED'] ?? Math.floor(Math.random() * 2 ** 31))): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    seed,
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from nothing');
      return present(items[Math.floor(next() * items.length)], 'the picked item');
    },
    chance: (probability) => next() < probability,
  };
}
