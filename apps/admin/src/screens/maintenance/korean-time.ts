/** A datetime-local value (YYYY-MM-DDTHH:mm) read as Korean time, as an instant the API takes; null when incomplete. */
export function koreanInstant(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  return new Date(`${value}:00+09:00`).toISOString();
}

/** An instant as a datetime-local value in Korean time. */
export function koreanLocalValue(ms: number): string {
  return new Date(ms + 9 * 3_600_000).toISOString().slice(0, 16);
}
