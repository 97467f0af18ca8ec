/** The one row a statement that cannot miss answered (an insert, or an update of a row locked before it). */
export function theRow<T>(rows: readonly T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('expected a row');
  return row;
}
