import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SourceStatement } from './sql-source-files';

type Journal = { entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[] };

/**
 * Writes the next numbered migration holding `statements` (each with its comments), registered as
 * drizzle-kit registers a custom SQL migration: an entry in meta/_journal.json and a snapshot that
 * is the previous one under a new id (the tables did not change). Answers the migration's tag.
 */
export function writeSqlMigration(migrationsDir: string, name: string, statements: SourceStatement[], now = Date.now()): string {
  if (!/^[a-z0-9]+(?:_[a-z0-9]+)*$/.test(name)) throw new Error(`a migration's name is lower_snake_case words, not "${name}"`);
  const journalPath = join(migrationsDir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
  const previous = journal.entries.at(-1);
  if (!previous) throw new Error(`${journalPath} has no migrations to follow`);
  const idx = previous.idx + 1;
  const number = String(idx).padStart(4, '0');
  const tag = `${number}_${name}`;

  const snapshotOf = (entryIdx: number) => join(migrationsDir, 'meta', `${String(entryIdx).padStart(4, '0')}_snapshot.json`);
  const snapshot = JSON.parse(readFileSync(snapshotOf(previous.idx), 'utf8')) as { id: string; prevId: string };
  writeFileSync(snapshotOf(idx), JSON.stringify({ ...snapshot, id: randomUUID(), prevId: snapshot.id }, null, 2));

  const files = [...new Set(statements.map((statement) => statement.file))].join(', ');
  const header = `-- Made from ${files} by npm run db:sql-migration.\n-- Say here why it changed; the source's comments say what each function and trigger does.`;
  const text = statements.map((statement) => [statement.comments, statement.text].filter(Boolean).join('\n'));
  writeFileSync(join(migrationsDir, `${tag}.sql`), `${header}\n\n${text.join('\n--> statement-breakpoint\n')}\n`);

  // drizzle runs a migration only when it is newer than the last one the database ran.
  journal.entries.push({ idx, version: previous.version, when: Math.max(now, previous.when + 1), tag, breakpoints: true });
  writeFileSync(journalPath, JSON.stringify(journal, null, 2));
  return tag;
}
