import { splitSqlStatements } from '../sql-source/sql-statements';

/**
 * A change to a table that a release still running beside the new one may read: during a rolling
 * deploy the previous release's nodes serve on the new schema until the last of them is gone.
 * Named as the allow-list names it: `drop table gifts`, `drop column members.nickname`,
 * `rename column members.nickname`, `rename table gifts`, `change type members.nickname`.
 */
export type DestructiveChange = `${'drop table' | 'rename table'} ${string}` | `${'drop column' | 'rename column' | 'change type'} ${string}.${string}`;

/** `"public"."members"` → `members`; `"Odd"` keeps its case, a bare word is lower case as PostgreSQL folds it. */
function tableName(raw: string): string {
  const parts = raw.trim().split('.').map((part) => (part.startsWith('"') ? part.slice(1, -1) : part.toLowerCase()));
  return parts.length > 1 && parts[0] === 'public' ? parts.slice(1).join('.') : parts.join('.');
}

const NAME = String.raw`(?:"[^"]+"|[\w$]+)(?:\s*\.\s*(?:"[^"]+"|[\w$]+))?`;

/** Splits an ALTER TABLE's actions at the commas outside parentheses and quotes. */
function actionsOf(text: string): string[] {
  const actions: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '(') depth++;
    else if (!quoted && char === ')') depth--;
    else if (!quoted && depth === 0 && char === ',') {
      actions.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  actions.push(text.slice(start).trim());
  return actions;
}

function alterTableChanges(table: string, actions: string): DestructiveChange[] {
  const changes: DestructiveChange[] = [];
  for (const action of actionsOf(actions)) {
    // DROP CONSTRAINT and RENAME CONSTRAINT change no data the old release reads.
    const drop = new RegExp(String.raw`^DROP\s+(?!CONSTRAINT\b)(?:COLUMN\s+)?(?:IF\s+EXISTS\s+)?(${NAME})`, 'i').exec(action);
    if (drop?.[1]) changes.push(`drop column ${table}.${tableName(drop[1])}`);
    const renameColumn = new RegExp(String.raw`^RENAME\s+(?!CONSTRAINT\b|TO\b)(?:COLUMN\s+)?(${NAME})\s+TO\s`, 'i').exec(action);
    if (renameColumn?.[1]) changes.push(`rename column ${table}.${tableName(renameColumn[1])}`);
    if (/^RENAME\s+TO\s/i.test(action) || /^SET\s+SCHEMA\s/i.test(action)) changes.push(`rename table ${table}`);
    const retype = new RegExp(String.raw`^ALTER\s+(?:COLUMN\s+)?(${NAME})\s+(?:SET\s+DATA\s+)?TYPE\s`, 'i').exec(action);
    if (retype?.[1]) changes.push(`change type ${table}.${tableName(retype[1])}`);
  }
  return changes;
}

/**
 * The changes of one migration's SQL that break a release still reading the old schema: dropping
 * or renaming a table or a column, or changing a column's type. Comments, strings and function
 * bodies are not read (a function may say "drop" in its text; ALTER FUNCTION … RENAME is not a table).
 */
export function destructiveChanges(sqlText: string): DestructiveChange[] {
  const changes: DestructiveChange[] = [];
  for (const { text } of splitSqlStatements(sqlText)) {
    const statement = text.replace(/--[^\n]*/g, ' ').replace(/\s+/g, ' ').replace(/;\s*$/, '').trim();
    const dropTable = /^DROP\s+TABLE\s+(?:IF\s+EXISTS\s+)?(.+?)(?:\s+(?:CASCADE|RESTRICT))?$/i.exec(statement);
    if (dropTable?.[1]) {
      for (const name of dropTable[1].split(',')) changes.push(`drop table ${tableName(name)}`);
      continue;
    }
    const alter = new RegExp(String.raw`^ALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?(${NAME})\s+(.*)$`, 'i').exec(statement);
    if (alter?.[1] && alter[2]) changes.push(...alterTableChanges(tableName(alter[1]), alter[2]));
  }
  return changes;
}
