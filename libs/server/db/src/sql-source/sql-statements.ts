/** One statement of a SQL file: the comment lines just above it, and the statement itself. */
export type SqlStatement = {
  /**
   * The block of `--` comment lines right above the statement, with no blank line between them
   * (drizzle's breakpoint markers left out), so a file's opening comment stays the file's.
   */
  comments: string;
  /** The statement, from its first keyword to its closing semicolon. */
  text: string;
};

/** What a source statement defines: a function (by name) or a trigger (by name and table). */
export type SqlObject = { kind: 'function'; name: string } | { kind: 'trigger'; name: string; table: string };

const BREAKPOINT = '--> statement-breakpoint';

/**
 * Splits SQL text into statements at the semicolons that end them: not those inside comments,
 * quoted strings or identifiers, or dollar-quoted bodies ($$ … $$, $tag$ … $tag$).
 */
export function splitSqlStatements(sqlText: string): SqlStatement[] {
  const statements: SqlStatement[] = [];
  let start = 0;
  let i = 0;
  while (i < sqlText.length) {
    const rest = sqlText.slice(i);
    if (rest.startsWith('--')) {
      const end = sqlText.indexOf('\n', i);
      i = end < 0 ? sqlText.length : end + 1;
    } else if (rest.startsWith('/*')) {
      const end = sqlText.indexOf('*/', i + 2);
      i = end < 0 ? sqlText.length : end + 2;
    } else if (rest[0] === "'" || rest[0] === '"') {
      const end = sqlText.indexOf(rest[0], i + 1);
      i = end < 0 ? sqlText.length : end + 1;
    } else if (rest[0] === '$' && /^\$(?:[A-Za-z_]\w*)?\$/.test(rest)) {
      const tag = /^\$(?:[A-Za-z_]\w*)?\$/.exec(rest)?.[0] ?? '$$';
      const end = sqlText.indexOf(tag, i + tag.length);
      i = end < 0 ? sqlText.length : end + tag.length;
    } else if (rest[0] === ';') {
      statements.push(statementOf(sqlText.slice(start, i + 1)));
      start = i + 1;
      i++;
    } else {
      i++;
    }
  }
  if (sqlText.slice(start).replace(/--[^\n]*/g, '').trim()) statements.push(statementOf(sqlText.slice(start)));
  return statements;
}

function statementOf(chunk: string): SqlStatement {
  const lines = chunk.split('\n');
  const comments: string[] = [];
  let first = 0;
  for (; first < lines.length; first++) {
    const line = lines[first]?.trim() ?? '';
    if (line === BREAKPOINT) continue;
    if (line === '') {
      comments.length = 0;
      continue;
    }
    if (!line.startsWith('--')) break;
    comments.push(line);
  }
  return { comments: comments.join('\n'), text: lines.slice(first).join('\n').trim() };
}

/** The function or trigger a statement creates (or replaces); null for any other statement. */
export function sqlObjectOf(statement: SqlStatement): SqlObject | null {
  const fn = /^CREATE\s+(?:OR\s+REPLACE\s+)?FUNCTION\s+(?:public\.)?"?(\w+)"?\s*\(/i.exec(statement.text);
  if (fn?.[1]) return { kind: 'function', name: fn[1] };
  const trigger = /^CREATE\s+(?:OR\s+REPLACE\s+)?(?:CONSTRAINT\s+)?TRIGGER\s+"?(\w+)"?[\s\S]*?\sON\s+(?:public\.)?"?(\w+)"?/i.exec(
    statement.text,
  );
  if (trigger?.[1] && trigger[2]) return { kind: 'trigger', name: trigger[1], table: trigger[2] };
  return null;
}

/** How a function or trigger is named in messages and compared: `onair_x()`, `trigger_name on table`. */
export function sqlObjectKey(object: SqlObject): string {
  return object.kind === 'function' ? `${object.name}()` : `${object.name} on ${object.table}`;
}
