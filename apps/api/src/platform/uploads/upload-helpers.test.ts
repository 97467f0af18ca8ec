import { attachmentDisposition } from './content-disposition';
import { FILE_NAME_MAX, safeFileName } from './safe-file-name';
import { sniffContentType } from './sniff-content-type';
import { SAMPLE_FILES } from './testing/upload-test-api';

describe('sniffContentType', () => {
  test.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['gif', 'image/gif'],
    ['webp', 'image/webp'],
    ['pdf', 'application/pdf'],
  ] as const)('%s by its first bytes', (kind, type) => expect(sniffContentType(SAMPLE_FILES[kind])).toBe(type));

  test('text, HTML, SVG, a RIFF that is not WEBP, a cut-off PNG and nothing: none of ours', () => {
    for (const bytes of ['hello', '<html><script>', '<svg xmlns="http://www.w3.org/2000/svg">', 'RIFF\0\0\0\0WAVEfmt ', '']) {
      expect(sniffContentType(Buffer.from(bytes))).toBeNull();
    }
    expect(sniffContentType(SAMPLE_FILES.png.subarray(0, 5))).toBeNull();
  });
});

describe('safeFileName', () => {
  test('keeps Korean, drops directories, and takes the extension from the sniffed type', () => {
    expect(safeFileName('C:\\Users\\me\\여름 사진.PNG', 'image/png')).toBe('여름 사진.png');
    expect(safeFileName('../../etc/passwd', 'application/pdf')).toBe('passwd.pdf');
    expect(safeFileName('report.pdf', 'image/png')).toBe('report.png');
  });

  test('removes control, bidi and zero-width characters; replaces quotes and reserved characters', () => {
    expect(safeFileName('a\u0000b\r\nc\u202egnp.exe', 'image/png')).toBe('abcgnp.png');
    expect(safeFileName('"x"<y>:z|?*;%.jpg', 'image/jpeg')).toBe('_x__y__z_____.jpg');
  });

  test('a name that is empty, dots only or missing becomes file.{ext}', () => {
    expect(safeFileName('', 'image/gif')).toBe('file.gif');
    expect(safeFileName('...', 'image/gif')).toBe('file.gif');
    expect(safeFileName(undefined, 'application/pdf')).toBe('file.pdf');
    expect(safeFileName('.hidden', 'image/gif')).toBe('hidden.gif');
  });

  test(`at most ${FILE_NAME_MAX} characters, the extension kept`, () => {
    const name = safeFileName(`${'가'.repeat(300)}.png`, 'image/png');
    expect([...name]).toHaveLength(FILE_NAME_MAX);
    expect(name.endsWith('가.png')).toBe(true);
  });
});

describe('attachmentDisposition', () => {
  test('an ASCII fallback and the UTF-8 name in filename* (RFC 5987)', () => {
    expect(attachmentDisposition('여름 사진.png')).toBe(`attachment; filename="__ __.png"; filename*=UTF-8''%EC%97%AC%EB%A6%84%20%EC%82%AC%EC%A7%84.png`);
    expect(attachmentDisposition("it's (1).pdf")).toBe(`attachment; filename="it's (1).pdf"; filename*=UTF-8''it%27s%20%281%29.pdf`);
  });
});
