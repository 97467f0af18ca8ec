import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_RULES } from '@onair/contracts';
import { testDatabaseTargets } from '@onair/db/testing';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { buildSandboxApp } from '../../../../sandbox/src/app';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { SANDBOX_OBJECT_STORE_CREDENTIALS } from '../../../../sandbox/src/object-store/routes';
import { s3Storage, type S3Settings } from './s3-storage';
import { registerTestUploadRoute } from './testing/test-upload-route';
import { oversizedJpeg, postMultipart, SAMPLE_FILES, startUploadApi, type Uploader, type UploadTestApi } from './testing/upload-test-api';
import { newStorageKey } from './upload-storage';

const collect = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('S3 storage against the sandbox object store (signed over real HTTP)', () => {
  let sandbox: FastifyInstance;
  let settings: S3Settings;
  beforeAll(async () => {
    sandbox = buildSandboxApp();
    const url = await sandbox.listen({ port: 0, host: '127.0.0.1' });
    settings = { endpoint: `${url}/s3`, bucket: 'onair-test', ...SANDBOX_OBJECT_STORE_CREDENTIALS };
  });
  afterAll(() => sandbox.close());

  test('put, get and delete by key', async () => {
    const storage = s3Storage(settings);
    const key = newStorageKey();
    await storage.put(key, Readable.from([SAMPLE_FILES.png]), 'image/png');
    expect(sandbox.objectStore.get(`onair-test/${key}`)).toEqual(SAMPLE_FILES.png);
    const stream = await storage.get(key);
    expect(stream && (await collect(stream))).toEqual(SAMPLE_FILES.png);
    await storage.delete(key);
    expect(sandbox.objectStore.keys()).not.toContain(`onair-test/${key}`);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
  });

  test('a wrong secret or access key is refused by the store, and nothing is kept', async () => {
    const before = sandbox.objectStore.keys().length;
    for (const wrong of [{ secretAccessKey: 'not-the-secret' }, { accessKeyId: 'someone-else' }, { region: 'us-east-1' }]) {
      const storage = s3Storage({ ...settings, ...wrong });
      await expect(storage.put(newStorageKey(), Readable.from([SAMPLE_FILES.png]), 'image/png')).rejects.toThrow(/S3 PUT .* answered (403|400)/);
    }
    expect(sandbox.objectStore.keys()).toHaveLength(before);
  });

  test('a body that does not match its signed hash is refused', async () => {
    const key = newStorageKey();
    const { signS3Request, sha256Hex } = await import('./sigv4');
    const url = new URL(`${settings.endpoint}/${settings.bucket}/${key}`);
    const headers = signS3Request({ method: 'PUT', url, headers: { 'content-type': 'image/png' }, payloadHash: sha256Hex(SAMPLE_FILES.png) }, settings);
    delete headers['host'];
    const response = await fetch(url, { method: 'PUT', headers, body: new Uint8Array(SAMPLE_FILES.jpeg) });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('XAmzContentSHA256Mismatch');
  });

  describe.each(testDatabaseTargets('pglite'))('the API storing uploads in S3 on $name', (target) => {
    let api: UploadTestApi;
    let owner: Uploader;
    beforeAll(async () => {
      api = await startUploadApi(target, { storage: { kind: 's3', ...settings }, routes: registerTestUploadRoute });
      owner = await api.member();
    });
    afterAll(() => api.close());

    test('a good upload goes to the bucket and is served back from it', async () => {
      const sent = await postMultipart(api.url, '/api/test/upload', {
        fields: { title: 's3' },
        files: [{ field: 'image', name: '사진.webp', bytes: SAMPLE_FILES.webp }],
        headers: owner.headers,
      });
      expect(sent.status).toBe(200);
      const [row] = await api.uploadRows();
      expect(sandbox.objectStore.get(`onair-test/${row?.storageKey}`)).toEqual(SAMPLE_FILES.webp);
      const served = await fetch(`${api.url}${sent.body.files.image[0].url}`);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(Buffer.from(await served.arrayBuffer())).toEqual(SAMPLE_FILES.webp);
    });

    test('an oversized upload leaves nothing in the bucket and no row', async () => {
      const objects = sandbox.objectStore.keys().length;
      const rows = (await api.uploadRows()).length;
      const sent = await postMultipart(api.url, '/api/test/upload', {
        fields: { title: 's3' },
        files: [
          { field: 'image', name: 'a.png', bytes: SAMPLE_FILES.png },
          { field: 'image', name: 'big.jpg', bytes: oversizedJpeg(UPLOAD_RULES.image.maxBytes) },
        ],
        headers: owner.headers,
      });
      expect(sent.status).toBe(413);
      expect(sandbox.objectStore.keys()).toHaveLength(objects);
      expect(await api.uploadRows()).toHaveLength(rows);
    });
  });
});
