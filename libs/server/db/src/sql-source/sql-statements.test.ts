import { splitSqlStatements, sqlObjectOf } from './sql-statements';

describe('splitSqlStatements', () => {
  test('splits at semicolons outside bodies, strings and comments, keeping each statement its own comments', () => {
    const text = [
      '-- The file says what it holds.',
      '',
      '-- Why f is so.',
      'CREATE OR REPLACE FUNCTION f() RETURNS text LANGUAGE plpgsql AS $$',
      "BEGIN RETURN 'a;b'; END -- not the end;",
      '$$;',
      '--> statement-breakpoint',
      'CREATE OR REPLACE FUNCTION g() RETURNS text LANGUAGE sql AS $body$ SELECT $x$;$x$ $body$;',
      'CREATE OR REPLACE TRIGGER t_kept BEFORE DELETE ON "accounts" FOR EACH STATEMENT EXECUTE FUNCTION f();',
    ].join('\n');
    const statements = splitSqlStatements(text);
    expect(statements.map((statement) => statement.comments)).toEqual(['-- Why f is so.', '', '']);
    expect(statements[0]?.text).toMatch(/^CREATE OR REPLACE FUNCTION f\(\)[\s\S]*'a;b'; END -- not the end;\n\$\$;$/);
    expect(statements.map(sqlObjectOf)).toEqual([
      { kind: 'function', name: 'f' },
      { kind: 'function', name: 'g' },
      { kind: 'trigger', name: 't_kept', table: 'accounts' },
    ]);
  });

  test('a statement that is no function or trigger has no object', () => {
    expect(splitSqlStatements('CREATE TYPE t AS (a integer);').map(sqlObjectOf)).toEqual([null]);
  });
});
