import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { splitSqlStatements, sqlObjectOf, type SqlObject, type SqlStatement } from './sql-statements';

/** The repository's root, from this file's place in it. */
export const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

/**
 * Where the current text of every SQL function and trigger lives, each under the library that owns
 * what it guards: the ledger's in @onair/ledger, the chat tables' (which only @onair/db defines)
 * here. Migrations are made from these files (npm run db:sql-migration); a test fails when the
 * newest migrations and these files differ (sql-source.test.ts).
 */
export const SQL_SOURCE_DIRS = ['libs/server/ledger/sql', 'libs/server/db/sql'] as const;

/** The command that writes a migration from changed source, named in every drift message. */
export const SQL_MIGRATION_COMMAND = 'npm run db:sql-migration -- <name>';

export type SourceStatement = SqlStatement & { object: SqlObject; file: string };

/** Every statement of the source files, in directory and file order, each a function or a trigger. */
export function readSqlSource(root = REPO_ROOT): SourceStatement[] {
  return SQL_SOURCE_DIRS.flatMap((dir) =>
    readdirSync(join(root, dir))
      .filter((name) => name.endsWith('.sql'))
      .sort()
      .flatMap((name) => {
        const path = join(root, dir, name);
        const file = relative(root, path);
        return splitSqlStatements(readFileSync(path, 'utf8')).map((statement) => {
          const object = sqlObjectOf(statement);
          // Tables, types and data belong in migrations: only these are replaced whole by their source.
          if (!object) throw new Error(`${file}: only CREATE OR REPLACE FUNCTION and TRIGGER belong here, not: ${statement.text.slice(0, 60)}`);
          if (!/^CREATE\s+OR\s+REPLACE\s/i.test(statement.text))
            throw new Error(`${file}: write CREATE OR REPLACE, so the statement can run on a database that has it`);
          return { ...statement, object, file };
        });
      }),
  );
}
