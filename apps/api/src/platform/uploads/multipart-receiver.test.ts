import { rm } from 'node:fs/promises';
import { uploadMessage, UPLOAD_RULES } from '@onair/contracts';
import { uploadIntents, uploads } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { registerTestUploadRoute } from './testing/test-upload-route';
import { oversizedJpeg, postMultipart, SAMPLE_FILES, startUploadApi, type Uploader, type UploadTestApi } from './testing/upload-test-api';

const refusal = (status: number, code: string, message: string) => ({ status, body: expect.objectContaining({ code, message }) });

describe.each(testDatabaseTargets('pglite'))('multipart receiver on $name', (target) => {
  let api: UploadTestApi;
  let owner: Uploader;
  beforeAll(async () => {
    api = await startUploadApi(target, { routes: registerTestUploadRoute });
    owner = await api.member();
  });
  afterAll(() => api.close());

  const upload = (input: Parameters<typeof postMultipart>[2], who: Uploader | null = owner) =>
    postMultipart(api.url, '/api/test/upload', { ...input, headers: { ...(who?.headers ?? {}), ...input.headers } });
  async function removeAll() {
    await api.database.db.delete(uploads);
    for (const file of await api.storedFiles()) await rm(file);
  }
  async function expectNothingStored() {
    expect(await api.storedFiles()).toEqual([]);
    expect(await api.uploadRows()).toEqual([]);
    // No intent left either: a refusal cleans up after itself, the sweep is for crashes.
    expect(await api.database.db.select().from(uploadIntents)).toEqual([]);
  }

  test('stores each file by its magic bytes with a safe name, records it, and hands the handler the fields and files', async () => {
    const sent = await upload({
      fields: { title: '사진', count: '3' },
      files: [
        { field: 'image', name: '../../etc/여름 사진.png', bytes: SAMPLE_FILES.png, type: 'image/png' },
        { field: 'image', name: 'photo.JPG', bytes: SAMPLE_FILES.jpeg, type: 'image/jpeg' },
        { field: 'doc', name: '계약서.pdf', bytes: SAMPLE_FILES.pdf, type: 'application/pdf' },
      ],
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({
      title: '사진',
      count: 3,
      files: {
        image: [
          { uploadId: expect.any(String), url: `/api/uploads/${sent.body.files.image[0].uploadId}`, fileName: '여름 사진.png', contentType: 'image/png', sizeBytes: SAMPLE_FILES.png.length },
          { uploadId: expect.any(String), url: expect.stringMatching(/^\/api\/uploads\//), fileName: 'photo.jpg', contentType: 'image/jpeg', sizeBytes: SAMPLE_FILES.jpeg.length },
        ],
        doc: [{ uploadId: expect.any(String), url: expect.any(String), fileName: '계약서.pdf', contentType: 'application/pdf', sizeBytes: SAMPLE_FILES.pdf.length }],
      },
    });
    const rows = await api.uploadRows();
    expect(rows.map((row) => [row.purpose, row.ownerMemberId]).sort()).toEqual([
      ['board-image', owner.memberId],
      ['board-image', owner.memberId],
      ['inquiry-attachment', owner.memberId],
    ]);
    // Keys are random, never the member's name.
    for (const row of rows) expect(row.storageKey).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{32}$/);
    expect(await api.storedFiles()).toHaveLength(3);
    await removeAll();
  });

  test('an empty file input (no name, no bytes) counts as no file', async () => {
    const sent = await upload({
      fields: { title: 'x' },
      files: [
        { field: 'image', name: 'a.gif', bytes: SAMPLE_FILES.gif },
        { field: 'doc', name: '', bytes: Buffer.alloc(0) },
      ],
    });
    expect(sent.status).toBe(200);
    expect(sent.body.files.doc).toBeUndefined();
    expect(sent.body.files.image[0]).toMatchObject({ contentType: 'image/gif', fileName: 'a.gif' });
    await removeAll();
  });

  test('a body that is not multipart: 415', async () => {
    const response = await fetch(`${api.url}/api/test/upload`, { method: 'POST', headers: { ...owner.headers, 'content-type': 'application/json' }, body: '{"title":"x"}' });
    expect({ status: response.status, body: await response.json() }).toMatchObject(refusal(415, 'NOT_MULTIPART', '파일은 multipart/form-data로 보내주세요.'));
  });

  test('a visitor: 401 before any byte is stored', async () => {
    const sent = await upload({ fields: { title: 'x' }, files: [{ field: 'image', name: 'a.png', bytes: SAMPLE_FILES.png }] }, null);
    expect(sent.status).toBe(401);
    await expectNothingStored();
  });

  test('a file field the contract does not name: 400, and the files before it are removed', async () => {
    const sent = await upload({
      fields: { title: 'x' },
      files: [
        { field: 'image', name: 'a.png', bytes: SAMPLE_FILES.png },
        { field: 'avatar', name: 'b.png', bytes: SAMPLE_FILES.png },
      ],
    });
    expect(sent).toMatchObject(refusal(400, 'UNKNOWN_FILE_FIELD', '알 수 없는 파일 항목입니다: avatar'));
    await expectNothingStored();
  });

  test('more files than the field takes: 400 with its count', async () => {
    const png = { field: 'image', name: 'a.png', bytes: SAMPLE_FILES.png };
    const sent = await upload({ fields: { title: 'x' }, files: [png, png, png] });
    expect(sent).toMatchObject(refusal(400, 'TOO_MANY_FILES', '파일은 최대 2개까지 올릴 수 있습니다.'));
    await expectNothingStored();
  });

  test('a required file missing: 400', async () => {
    const sent = await upload({ fields: { title: 'x' }, files: [{ field: 'doc', name: 'a.pdf', bytes: SAMPLE_FILES.pdf }] });
    expect(sent).toMatchObject(refusal(400, 'FILE_REQUIRED', '파일을 첨부해주세요.'));
    await expectNothingStored();
  });

  test('a file over its size: 413 with the limit in MB, reading stops, nothing stays', async () => {
    const sent = await upload({ fields: { title: 'x' }, files: [{ field: 'image', name: 'big.jpg', bytes: oversizedJpeg(UPLOAD_RULES.image.maxBytes) }] });
    expect(sent).toMatchObject(refusal(413, 'FILE_TOO_LARGE', '파일 크기가 너무 큽니다. 5MB 이하의 파일만 올릴 수 있습니다.'));
    await expectNothingStored();
  });

  test('a file of exactly the size limit is taken', async () => {
    const exact = oversizedJpeg(UPLOAD_RULES.image.maxBytes).subarray(0, UPLOAD_RULES.image.maxBytes);
    const sent = await upload({ fields: { title: 'x' }, files: [{ field: 'image', name: 'max.jpg', bytes: exact }] });
    // Stored re-encoded: the filler after the picture's end marker is gone, the picture is what remains.
    await removeAll();
    expect(sent.status).toBe(200);
    expect(sent.body.files.image[0].sizeBytes).toBe(SAMPLE_FILES.jpeg.length);
  });

  test('a text file named x.png and claimed as image/png: 415 naming the types taken', async () => {
    const sent = await upload({ fields: { title: 'x' }, files: [{ field: 'image', name: 'x.png', bytes: SAMPLE_FILES.text, type: 'image/png' }] });
    expect(sent).toMatchObject(refusal(415, 'UNSUPPORTED_FILE_TYPE', '지원하지 않는 파일 형식입니다. JPG, PNG, GIF, WEBP 파일만 올릴 수 있습니다.'));
    await expectNothingStored();
  });

  test('a PDF where only images are taken: 415', async () => {
    const sent = await upload({ fields: { title: 'x' }, files: [{ field: 'image', name: 'x.jpg', bytes: SAMPLE_FILES.pdf, type: 'image/jpeg' }] });
    expect(sent).toMatchObject(refusal(415, 'UNSUPPORTED_FILE_TYPE', uploadMessage('unsupportedType', { accept: 'image' })));
    await expectNothingStored();
  });

  test('fields refused after the files were stored (400), or the handler failing (500): the files are removed', async () => {
    const png = { field: 'image', name: 'a.png', bytes: SAMPLE_FILES.png };
    const invalid = await upload({ fields: { title: '' }, files: [png] });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual([{ field: 'title', in: 'body', message: '제목을 입력해주세요.', key: 'system.text', params: { text: '제목을 입력해주세요.' } }]);
    await expectNothingStored();
    const failed = await upload({ fields: { title: 'fail' }, files: [png] });
    expect(failed.status).toBe(500);
    await expectNothingStored();
  });

  test('a body cut off or malformed: 400 naming no file, never 500, and nothing stays', async () => {
    const boundary = 'cut0ff';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    const bodies = {
      'cut inside a file': Buffer.concat([Buffer.from(head), SAMPLE_FILES.png]),
      'cut inside a part header': Buffer.from(`--${boundary}\r\nContent-Disposition: form-da`),
      'no boundary at all': Buffer.from('title=x'),
      'a part header without a name': Buffer.from(`--${boundary}\r\nContent-Type: text/plain\r\n\r\nx\r\n--${boundary}--\r\n`),
    };
    const statuses: Record<string, number> = {};
    for (const [what, payload] of Object.entries(bodies)) {
      const contentType = what === 'no boundary at all' ? 'multipart/form-data' : `multipart/form-data; boundary=${boundary}`;
      const response = await fetch(`${api.url}/api/test/upload`, { method: 'POST', headers: { ...owner.headers, 'content-type': contentType }, body: payload });
      statuses[what] = response.status;
      if (response.status === 400) expect((await response.json()).code).toMatch(/^(MALFORMED_MULTIPART|VALIDATION_ERROR|FILE_REQUIRED)$/);
    }
    expect(statuses).toEqual(Object.fromEntries(Object.keys(bodies).map((what) => [what, 400])));
    await expectNothingStored();
  });

  test('served: the stored type, nosniff, a sandboxing CSP and an RFC 5987 download name; private ones only to owner and operators', async () => {
    const sent = await upload({
      fields: { title: 'x' },
      files: [
        { field: 'image', name: '여름 사진.png', bytes: SAMPLE_FILES.png, type: 'text/html' },
        { field: 'doc', name: '내 문서.pdf', bytes: SAMPLE_FILES.pdf },
      ],
    });
    const image = sent.body.files.image[0];
    const doc = sent.body.files.doc[0];
    const served = await fetch(`${api.url}${image.url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(SAMPLE_FILES.png);
    expect(Object.fromEntries(['content-type', 'content-length', 'x-content-type-options', 'content-security-policy', 'content-disposition', 'cache-control'].map((name) => [name, served.headers.get(name)]))).toEqual({
      'content-type': 'image/png',
      'content-length': String(SAMPLE_FILES.png.length),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'content-disposition': `attachment; filename="__ __.png"; filename*=UTF-8''%EC%97%AC%EB%A6%84%20%EC%82%AC%EC%A7%84.png`,
      'cache-control': 'public, max-age=31536000, immutable',
    });
    const stranger = await api.member();
    const operator = await api.member('O');
    const asOwner = await fetch(`${api.url}${doc.url}`, { headers: owner.headers });
    expect(asOwner.status).toBe(200);
    expect(asOwner.headers.get('content-type')).toBe('application/pdf');
    expect(asOwner.headers.get('cache-control')).toBe('private, no-store');
    expect((await fetch(`${api.url}${doc.url}`, { headers: operator.headers })).status).toBe(200);
    for (const headers of [stranger.headers, {}]) {
      const refused = await fetch(`${api.url}${doc.url}`, { headers });
      expect({ status: refused.status, body: await refused.json() }).toMatchObject(refusal(404, 'NOT_FOUND', '파일을 찾을 수 없습니다.'));
    }
    const unknown = await fetch(`${api.url}/api/uploads/00000000-0000-4000-8000-000000000000`);
    expect(unknown.status).toBe(404);
    expect((await fetch(`${api.url}/api/uploads/not-a-uuid`)).status).toBe(404);
  });
});
