/**
 * The console's times are Korean time wherever the operator's browser is (the tables format with
 * Asia/Seoul, libs/i18n I18nProvider): a datetime-local input holds no zone, so each is read and
 * written as Korean time here, never in the browser's own zone, or a window typed abroad would
 * start hours away from the time the table then shows.
 */
const KOREA_OFFSET_MS = 9 * 3_600_000;
const LOCAL_VALUE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/** A datetime-local value (YYYY-MM-DDTHH:mm, seconds optional) read as Korean time, as an instant the API takes; null when incomplete. */
export function koreanInstant(value: string): string | null {
  if (!LOCAL_VALUE.test(value)) return null;
  const at = new Date(`${value.length === 16 ? `${value}:00` : value}+09:00`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** An instant as a datetime-local value in Korean time, to the minute or (withSeconds) to the second. */
export function koreanLocalValue(ms: number, withSeconds = false): string {
  return new Date(ms + KOREA_OFFSET_MS).toISOString().slice(0, withSeconds ? 19 : 16);
}

/** An ISO instant as a datetime-local input's value to the second, in Korean time ('' for none). */
export function toKoreanInput(iso: string | null): string {
  if (!iso) return '';
  const ms = new Date(iso).getTime();
  return Number.isNaN(ms) ? '' : koreanLocalValue(ms, true);
}
