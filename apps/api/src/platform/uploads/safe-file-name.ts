/** What the uploads row keeps (file_name is varchar(120)). */
export const FILE_NAME_MAX = 120;

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/**
 * A name safe to show and to put in a download disposition: no directories, no control or
 * bidirectional characters, no quotes or reserved characters, at most FILE_NAME_MAX characters
 * with the extension kept. Korean and other letters stay. The extension follows the sniffed type,
 * so a PNG named report.pdf downloads as report.png.
 */
export function safeFileName(given: string | undefined, contentType: string): string {
  const extension = EXTENSIONS[contentType] ?? 'bin';
  const base = (given ?? '').normalize('NFC').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // Control characters, bidi overrides and zero-width characters can disguise a name.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .replace(/["*:<>?|;%]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const stem = cleaned.replace(/\.[^.]*$/, '').trim() || 'file';
  const room = FILE_NAME_MAX - extension.length - 1;
  return `${[...stem].slice(0, room).join('').trim()}.${extension}`;
}
