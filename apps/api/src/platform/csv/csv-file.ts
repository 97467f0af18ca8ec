/** The byte order mark Excel and Hangul Office need to read a CSV as UTF-8 rather than CP949. */
export const UTF8_BOM = '\uFEFF';

/**
 * One CSV field: quoted when it holds a comma, a quote or a line break; and a leading = + - @
 * (a formula to a spreadsheet) is defused with an apostrophe, since names and notes come from users.
 * Numbers are written as they are.
 */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const defused = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(defused) ? `"${defused.replace(/"/g, '""')}"` : defused;
}

/** A whole file: the BOM, a header row, the rows, CRLF line ends (what Korean banks' upload forms expect). */
export function csvFile(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return UTF8_BOM + [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
