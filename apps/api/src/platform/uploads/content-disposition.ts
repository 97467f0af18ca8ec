/** RFC 5987 value: UTF-8, every byte outside attr-char percent-encoded. */
const extValue = (name: string) =>
  `UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)}`;

/**
 * A download disposition: filename* carries the real (Korean) name, and filename an ASCII
 * fallback for old clients, with anything that could break out of the quotes replaced.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'file';
  return `attachment; filename="${fallback}"; filename*=${extValue(fileName)}`;
}
