import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { sha256Hex, signS3Request, type S3Credentials } from './sigv4';
import { STORAGE_KEY_PATTERN, type UploadStorage } from './upload-storage';

export type S3Settings = S3Credentials & {
  /** The service's base URL; objects are addressed path-style: {endpoint}/{bucket}/{key}. */
  endpoint: string;
  bucket: string;
};

async function collect(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

/**
 * An S3-compatible bucket over signed HTTP (AWS SigV4). A PUT is sent whole with its length and
 * real payload hash: S3 takes no chunked bodies unsigned, and uploads are at most 10 MB, already
 * counted on the way in.
 */
export function s3Storage(settings: S3Settings): UploadStorage {
  const objectUrl = (key: string) => {
    if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`not a storage key: ${key}`);
    return new URL(`${settings.endpoint.replace(/\/+$/, '')}/${settings.bucket}/${key}`);
  };
  async function send(method: string, key: string, body?: Buffer, contentType?: string) {
    const url = objectUrl(key);
    const headers = signS3Request(
      {
        method,
        url,
        headers: contentType ? { 'content-type': contentType } : {},
        payloadHash: sha256Hex(body ?? ''),
      },
      settings,
    );
    // host is set by fetch itself from the URL; sending it again is refused by undici.
    delete headers['host'];
    return fetch(url, { method, headers, body: body ? new Uint8Array(body) : undefined });
  }
  async function failure(response: Response, what: string) {
    const text = await response.text().catch(() => '');
    return new Error(`S3 ${what} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  return {
    kind: 's3',
    async put(key, body, contentType) {
      const bytes = await collect(body);
      const response = await send('PUT', key, bytes, contentType);
      if (!response.ok) throw await failure(response, `PUT ${key}`);
      await response.body?.cancel();
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) throw await failure(response, `GET ${key}`);
      return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    },
    async delete(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) throw await failure(response, `DELETE ${key}`);
      await response.body?.cancel();
    },
  };
}
