/**
 * A preview address for a chosen file, or null where none can be made (some test DOMs have no
 * createObjectURL, or one that refuses their File): the picker then shows the file's name.
 */
export function objectUrl(file: Blob): string | null {
  try {
    return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
  } catch {
    return null;
  }
}
