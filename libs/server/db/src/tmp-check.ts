import { readFileSync, readdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
const f = '/tmp/onair-test-templates/' + readdirSync('/tmp/onair-test-templates')[0];
const c = new PGlite(undefined, { loadDataDir: new Blob([readFileSync(f)]) });
await c.waitReady;
console.log((await c.query("select count(*) from pg_tables where schemaname='public'")).rows);
const d = new PGlite({ loadDataDir: new Blob([readFileSync(f)]) });
await d.waitReady;
console.log((await d.query("select count(*) from pg_tables where schemaname='public'")).rows);
