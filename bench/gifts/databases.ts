import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { BENCH } from './config';

/** A PostgreSQL database of the benchmark's own on BENCH.databaseUrl's server, dropped afterwards. */
export async function createScratchDatabase(purpose: string) {
  const name = `bench_${purpose.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: BENCH.databaseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(BENCH.databaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    /** Runs statements in the scratch database. */
    async sql(statement: string) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    },
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}
