import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { AwsClient } from 'aws4fetch';
import type { FastifyInstance } from 'fastify';
import { ObjectStorageUnavailable } from '@onair/object-storage';
import { UPLOAD_RULES } from '@onair/contracts';
import { testDatabaseTargets } from '@onair/db/testing';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { buildSandboxApp } from '../../../../sandbox/src/app';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { SANDBOX_OBJECT_STORE_CREDENTIALS } from '../../../../sandbox/src/object-store/routes';
import { s3Storage, type S3Settings } from './s3-storage';
import { startFaultyFront, type FaultyFront } from './testing/faulty-front';
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
    const url = `${settings.endpoint}/${settings.bucket}/${key}`;
    const client = new AwsClient({ ...settings, service: 's3' });
    const pngHash = createHash('sha256').update(SAMPLE_FILES.png).digest('hex');
    const signed = await client.sign(url, {
      method: 'PUT',
      headers: { 'content-type': 'image/png', 'x-amz-content-sha256': pngHash },
      body: new Uint8Array(SAMPLE_FILES.png),
    });
    const response = await fetch(url, { method: 'PUT', headers: signed.headers, body: new Uint8Array(SAMPLE_FILES.jpeg) });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('XAmzContentSHA256Mismatch');
    expect(sandbox.objectStore.keys()).not.toContain(`onair-test/${key}`);
  });

  describe('through a failing front: retries and timeouts', () => {
    let front: FaultyFront;
    const retried: string[] = [];
    /** Short waits so the test is quick; the defaults are 4 tries, 10 s each. */
    const viaFront = (retry: { attempts?: number; timeoutMs?: number }) =>
      s3Storage({ ...settings, endpoint: front.url, retry: { baseDelayMs: 20, ...retry } }, (what, reason, attempt) =>
        retried.push(`${what.split(' ')[1]} try ${attempt}: ${'status' in reason ? reason.status : reason.error}`),
      );
    beforeEach(async () => {
      front = await startFaultyFront(settings.endpoint);
      retried.length = 0;
    });
    afterEach(() => front.close());

    test('a 503 is tried again, and the object is stored once', async () => {
      const key = newStorageKey();
      front.fail({ status: 503 }, { status: 503, retryAfter: '0' });
      await viaFront({ attempts: 3 }).put(key, Readable.from([SAMPLE_FILES.png]), 'image/png');
      expect(front.seen).toEqual([
        { method: 'PUT', outcome: 'failed' },
        { method: 'PUT', outcome: 'failed' },
        { method: 'PUT', outcome: 'passed' },
      ]);
      expect(retried).toEqual(['PUT try 1: 503', 'PUT try 2: 503']);
      // Each try signs the body's real hash, not UNSIGNED-PAYLOAD, so the store refuses a changed body.
      expect(front.payloadHashes).toEqual(Array(3).fill(createHash('sha256').update(SAMPLE_FILES.png).digest('hex')));
      expect(sandbox.objectStore.get(`onair-test/${key}`)).toEqual(SAMPLE_FILES.png);

      // Reads and deletes are retried too: the delete the recordings' retention relies on.
      front.fail({ status: 500 });
      const stream = await viaFront({ attempts: 2 }).get(key);
      expect(stream && (await collect(stream))).toEqual(SAMPLE_FILES.png);
      front.fail({ status: 502 });
      await viaFront({ attempts: 2 }).delete(key);
      expect(sandbox.objectStore.keys()).not.toContain(`onair-test/${key}`);
    });

    test('a store that keeps answering 503 fails the call after the last try, naming the status', async () => {
      front.fail({ status: 503 }, { status: 503 }, { status: 503 });
      const key = newStorageKey();
      const put = viaFront({ attempts: 3 }).put(key, Readable.from([SAMPLE_FILES.png]), 'image/png');
      await expect(put).rejects.toThrow(ObjectStorageUnavailable);
      await expect(put).rejects.toThrow(`S3 PUT ${key}: answered 503 after 3 tries`);
      expect(front.seen).toHaveLength(3);
      expect(sandbox.objectStore.keys()).not.toContain(`onair-test/${key}`);
    });

    test('a try that gets no answer is abandoned at the timeout and tried again', async () => {
      const key = newStorageKey();
      front.fail('stall');
      const started = Date.now();
      await viaFront({ attempts: 2, timeoutMs: 300 }).put(key, Readable.from([SAMPLE_FILES.png]), 'image/png');
      expect(Date.now() - started).toBeGreaterThanOrEqual(300);
      expect(front.seen.map((request) => request.outcome)).toEqual(['stalled', 'passed']);
      expect(retried).toEqual(['PUT try 1: no answer within 300 ms']);
      expect(sandbox.objectStore.get(`onair-test/${key}`)).toEqual(SAMPLE_FILES.png);
    });

    test('a store that never answers fails the call within the tries and timeouts, not later', async () => {
      front.fail('stall', 'stall');
      const started = Date.now();
      await expect(viaFront({ attempts: 2, timeoutMs: 200 }).get(newStorageKey())).rejects.toThrow(/: no answer within 200 ms after 2 tries$/);
      expect(Date.now() - started).toBeLessThan(2_000);
    });

    test('a refusal (4xx) is not tried again', async () => {
      const wrong = s3Storage({ ...settings, endpoint: front.url, secretAccessKey: 'not-the-secret', retry: { attempts: 3, baseDelayMs: 20 } });
      await expect(wrong.put(newStorageKey(), Readable.from([SAMPLE_FILES.png]), 'image/png')).rejects.toThrow(/answered 403/);
      expect(front.seen).toEqual([{ method: 'PUT', outcome: 'passed' }]);
    });
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
