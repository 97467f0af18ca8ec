/**
 * The value, which the code before made sure exists (a row just written, a row locked by id);
 * if it is missing after all, that is a bug worth a clear error rather than a TypeError later.
 */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing`);
  return value;
}
