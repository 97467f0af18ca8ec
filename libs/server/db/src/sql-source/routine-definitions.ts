import type { PGlite } from '@electric-sql/pglite';
import { sqlObjectKey } from './sql-statements';

/**
 * The definition of every SQL function and trigger of the public schema, as PostgreSQL prints it
 * (pg_get_functiondef, pg_get_triggerdef), keyed as sqlObjectKey names them. Printed definitions,
 * not migration text, so what is compared is what a database runs: comments outside the body,
 * spacing and CREATE versus CREATE OR REPLACE do not count.
 */
export async function routineDefinitions(client: PGlite): Promise<Map<string, string>> {
  const functions = await client.query<{ name: string; definition: string }>(
    `select p.proname as name, pg_get_functiondef(p.oid) as definition
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prokind in ('f', 'p')
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
      order by p.proname, p.oid::regprocedure::text`,
  );
  const triggers = await client.query<{ name: string; table_name: string; definition: string }>(
    `select t.tgname as name, c.relname as table_name, pg_get_triggerdef(t.oid) as definition
       from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and not t.tgisinternal`,
  );
  const definitions = new Map<string, string>();
  // Overloads of one name count as one: a source statement names a function, not its signature.
  for (const { name, definition } of functions.rows) {
    const key = sqlObjectKey({ kind: 'function', name });
    definitions.set(key, [definitions.get(key), definition].filter(Boolean).join('\n'));
  }
  for (const { name, table_name, definition } of triggers.rows)
    definitions.set(sqlObjectKey({ kind: 'trigger', name, table: table_name }), definition);
  return definitions;
}
