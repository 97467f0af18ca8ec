import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { DEFAULT_RETRY_POLICY, fetchWithRetries, type RetryPolicy, type RetryReason } from './retrying-fetch';

export type S3Settings = {
  /** The service's base URL; objects are addressed path-style: {endpoint}/{bucket}/{key}. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Tries, timeout per try and backoff; DEFAULT_RETRY_POLICY for what is not given. */
  retry?: Partial<RetryPolicy>;
  /** Told of each failed try that is tried again (the callers log it). */
  onRetry?: (what: string, reason: RetryReason, attempt: number) => void;
};

/** An S3-compatible bucket's objects by key: the calls OnAir makes, each signed (SigV4) and retried. */
export type S3Bucket = {
  /** Stores the bytes whole under key: a PUT with its length and payload hash, so a torn body is refused. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object's bytes as a stream, or null when the key holds nothing. */
  get(key: string): Promise<Readable | null>;
  /** Removes the key; a missing key is not an error. */
  delete(key: string): Promise<void>;
};

/** Path segments of a key, each encoded once as S3 expects (a slash stays a slash). */
const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

/**
 * A bucket over aws4fetch (SigV4 signing) and fetch, with a timeout per try and retries of 429 and
 * 5xx answers and of tries that got no answer (retrying-fetch.ts).
 */
export function s3Bucket(settings: S3Settings): S3Bucket {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
    // The retries are ours: aws4fetch's own retry neither times a try out nor retries a lost connection.
    retries: 0,
  });
  // A setting left undefined keeps its default rather than overwriting it.
  const given = Object.entries(settings.retry ?? {}).filter(([, value]) => value !== undefined);
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...Object.fromEntries(given) };
  const base = settings.endpoint.replace(/\/+$/, '');
  const urlOf = (key: string) => `${base}/${encodeURIComponent(settings.bucket)}/${encodeKey(key)}`;

  function send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Uint8Array, contentType?: string) {
    const what = `S3 ${method} ${key}`;
    const payloadHash = createHash('sha256').update(body ?? new Uint8Array()).digest('hex');
    // fetch takes a view of a plain ArrayBuffer (a Buffer may sit in a shared pool): one copy for every try.
    const sent = body ? new Uint8Array(body) : undefined;
    return fetchWithRetries(
      what,
      (signal) =>
        client.sign(urlOf(key), {
          method,
          signal,
          headers: {
            // aws4fetch would sign S3 bodies as UNSIGNED-PAYLOAD: the real hash makes the store refuse a body torn or changed on the way.
            'x-amz-content-sha256': payloadHash,
            ...(body ? { 'content-type': contentType ?? 'application/octet-stream' } : {}),
          },
          ...(sent ? { body: sent } : {}),
        }),
      policy,
      (reason, attempt) => settings.onRetry?.(what, reason, attempt),
    );
  }

  async function failure(response: Response, what: string) {
    const text = await response.text().catch(() => '');
    return new Error(`S3 ${what} answered ${response.status}: ${text.slice(0, 300)}`);
  }

  return {
    async put(key, bytes, contentType) {
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
