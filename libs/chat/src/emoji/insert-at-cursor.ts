/** The text with `insert` in place of the selection [start, end), and where the cursor goes after it. */
export function insertAtCursor(text: string, insert: string, start: number | null, end: number | null) {
  const from = Math.min(start ?? text.length, text.length);
  const to = Math.max(from, Math.min(end ?? from, text.length));
  return { text: text.slice(0, from) + insert + text.slice(to), cursor: from + insert.length };
}
