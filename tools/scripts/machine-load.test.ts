import { cpuTimes, describeLoad } from './machine-load.mjs';

const core = (user: number, sys: number, idle: number) => ({
  model: 'test',
  speed: 0,
  times: { user, nice: 0, sys, idle, irq: 0 },
});

describe('machine load of a step', () => {
  test('busy time is user, nice, sys and irq summed over the cores', () => {
    expect(cpuTimes([core(100, 20, 80), core(50, 0, 150)])).toEqual({ busy: 170, idle: 230 });
  });

  test('the busy share is of the time between the readings, not since boot', () => {
    const before = { busy: 1_000, idle: 9_000 };
    const after = { busy: 1_900, idle: 9_100 };
    expect(describeLoad(before, after, 3.14, 2.4)).toBe('CPUs 90 % busy, load 3.1 → 2.4');
  });

  test('no time between the readings reads as idle, not as a division by zero', () => {
    const same = { busy: 5, idle: 5 };
    expect(describeLoad(same, same, 0, 0)).toBe('CPUs 0 % busy, load 0.0 → 0.0');
  });
});
