import { statSync } from 'node:fs';
import pg from 'pg';
import { processCpuMs, userProcessesCpuMs } from '../shared/proc-stat';
import { BENCH } from './config';

/** CPU time spent while a scenario's gifts were measured, in ms, by who spent it. */
export type CpuSpent = { apiMs: number; databaseMs: number | null; loadMs: number };

/** The user PostgreSQL runs as (from one of its backends), or null when it runs elsewhere. */
async function serverUid(databaseUrl: string): Promise<number | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const pid = Number((await client.query('select pg_backend_pid() as pid')).rows[0].pid);
    return statSync(`/proc/${pid}`).uid;
  } catch {
    return null;
  } finally {
    await client.end();
  }
}

/** The server processes (backends) connected to the scenario's database now: the API's pool, warm by then. */
async function backendPidsOf(databaseUrl: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows.map((row) => Number(row.pid));
  } finally {
    await client.end();
  }
}

/** The CPU time of those processes so far; one that has ended counts no more. */
function backendsCpuMs(pids: readonly number[]): number {
  let total = 0;
  for (const pid of pids) {
    try {
      total += processCpuMs(pid);
    } catch {
      // The backend ended meanwhile.
    }
  }
  return total;
}

/**
 * Reads the CPU time the API process, the PostgreSQL server (every process of its user, when it runs
 * on this machine) and this process (the load generator) spend between start and stop. CPU time per
 * gift does not follow the machine's other work the way a rate does, so two builds measured on a busy
 * machine still compare, and 2 cores' worth of it over the sum says what the machine would carry.
 * With BENCH_DB_CPU=backends the database's share is only its backends serving the scenario's
 * database (no WAL writer, checkpointer or autovacuum), so another program's use of the same server
 * is left out too: for comparing builds on a shared machine.
 */
export async function startCpuMeter(apiPid: number, databaseUrl: string | null) {
  const uid = databaseUrl ? await serverUid(databaseUrl) : null;
  const backends = databaseUrl && BENCH.databaseCpu === 'backends' ? await backendPidsOf(databaseUrl) : null;
  const databaseCpuMs = () => {
    if (backends) return backendsCpuMs(backends);
    return uid === null ? null : userProcessesCpuMs(uid);
  };
  const read = () => {
    const own = process.cpuUsage();
    return {
      api: processCpuMs(apiPid),
      database: databaseCpuMs(),
      load: (own.user + own.system) / 1000,
    };
  };
  const start = read();
  return {
    stop(): CpuSpent {
      const end = read();
      return {
        apiMs: end.api - start.api,
        databaseMs: end.database === null || start.database === null ? null : end.database - start.database,
        loadMs: end.load - start.load,
      };
    },
  };
}
