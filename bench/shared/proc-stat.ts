import { readdirSync, readFileSync, statSync } from 'node:fs';

const CLOCK_TICKS_PER_SECOND = 100;

/** /proc/<pid>/stat's fields after the command name (which may hold spaces): field 3 is index 0. */
function statFields(pid: number): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

const ticksToMs = (ticks: number) => (ticks * 1000) / CLOCK_TICKS_PER_SECOND;

/** A process's user plus system CPU time so far, in ms (utime and stime, fields 14 and 15). */
export function processCpuMs(pid: number): number {
  const fields = statFields(pid);
  return ticksToMs(Number(fields[11]) + Number(fields[12]));
}

/** The CPU time of a process's children that ended and were reaped, in ms (cutime and cstime, fields 16 and 17). */
export function reapedChildrenCpuMs(pid: number): number {
  const fields = statFields(pid);
  return ticksToMs(Number(fields[13]) + Number(fields[14]));
}

/**
 * The CPU time in ms of every process a user runs, with what their ended children spent, as their
 * oldest process (a server's parent, such as PostgreSQL's postmaster) reaped them: a server that
 * runs as its own user, counted whole, the connections that came and went included.
 */
export function userProcessesCpuMs(uid: number) {
  let total = reapedChildrenCpuMs(oldestProcessOf(uid));
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (statSync(`/proc/${entry}`).uid === uid) total += processCpuMs(Number(entry));
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
}

function oldestProcessOf(uid: number) {
  let oldest = { pid: 0, start: Infinity };
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (statSync(`/proc/${entry}`).uid !== uid) continue;
      // Field 22, the start in clock ticks after boot: the smallest is the oldest.
      const start = Number(statFields(Number(entry))[19]);
      if (start < oldest.start) oldest = { pid: Number(entry), start };
    } catch {
      // The process ended meanwhile.
    }
  }
  return oldest.pid;
}
