// How busy the machine was during a step of `npm test`, printed beside the step's wall time: a
// step that got slower on a busy machine (other runs, processes a test left behind) is told apart
// from one whose tests got slower, and a step that leaves the cores idle is seen.
import { cpus, loadavg } from 'node:os';

/** Every core's busy and idle time so far, in ms. */
export function cpuTimes(cores = cpus()) {
  let busy = 0;
  let idle = 0;
  for (const { times } of cores) {
    busy += times.user + times.nice + times.sys + times.irq;
    idle += times.idle;
  }
  return { busy, idle };
}

/** "CPUs 87 % busy, load 3.1 → 2.4" between two readings of cpuTimes and the 1-minute load average. */
export function describeLoad(before, after, loadBefore, loadAfter = loadavg()[0]) {
  const busy = after.busy - before.busy;
  const total = busy + (after.idle - before.idle);
  const share = total > 0 ? Math.round((100 * busy) / total) : 0;
  return `CPUs ${share} % busy, load ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}`;
}
