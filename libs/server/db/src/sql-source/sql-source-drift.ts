import type { PGlite } from '@electric-sql/pglite';
import { routineDefinitions } from './routine-definitions';
import { readSqlSource, type SourceStatement } from './sql-source-files';
import { sqlObjectKey } from './sql-statements';

export type SqlSourceDrift = {
  /** Source statements whose function or trigger the migrations define otherwise, or not at all. */
  changed: SourceStatement[];
  /** Functions and triggers the migrations define that no source file does. */
  unsourced: string[];
};

/**
 * How the source files differ from what the migrations made. `migrated` and `scratch` are two
 * copies of one migrated database: the source is applied to `scratch`, and a statement has changed
 * when its object's printed definition there is not the one in `migrated`.
 */
export async function sqlSourceDrift(migrated: PGlite, scratch: PGlite, source = readSqlSource()): Promise<SqlSourceDrift> {
  const before = await routineDefinitions(migrated);
  for (const statement of source) await scratch.exec(statement.text);
  const after = await routineDefinitions(scratch);
  const sourced = new Set(source.map((statement) => sqlObjectKey(statement.object)));
  return {
    changed: source.filter((statement) => {
      const key = sqlObjectKey(statement.object);
      return before.get(key) !== after.get(key);
    }),
    unsourced: [...before.keys()].filter((key) => !sourced.has(key)).sort(),
  };
}
