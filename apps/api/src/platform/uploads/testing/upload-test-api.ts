import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { getBrand } from '@onair/brand';
import type { UserType } from '@onair/contracts';
import { members, seedDemoData, type DatabaseHandle, uploads } from '@onair/db';
import type { TestDatabaseTarget } from '@onair/db/testing';
import { accessTokens } from '../../sessions/access-tokens';
import { buildApp } from '../../../app';
import { readConfig } from '../../config/config';
import { settingsFromConfig, type UploadStorageSettings } from '../../config/settings';
import { TEST_SERVER_OPTIONS } from '../../../testing/test-server-options';

export type Uploader = { memberId: number; userType: UserType; headers: Record<string, string> };

export type UploadTestApi = {
  url: string;
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The local directory files go to (a fresh temp directory), when the storage is local. */
  dir: string;
  member(userType?: UserType): Promise<Uploader>;
  /** Every stored file under dir. */
  storedFiles(): Promise<string[]>;
  uploadRows(): Promise<(typeof uploads.$inferSelect)[]>;
  close(): Promise<void>;
};

/**
 * The real API on a real port over a fresh database, with extra routes (a test-only multipart
 * route, say) added before it listens, and uploads in a temp directory of its own unless told.
 */
export async function startUploadApi(
  target: TestDatabaseTarget,
  options: { storage?: UploadStorageSettings; routes?: (app: FastifyInstance) => void } = {},
): Promise<UploadTestApi> {
  const database = await target.open();
  await seedDemoData(database.db, async (plain) => `test-hash:${plain.length}`);
  const dir = await mkdtemp(join(tmpdir(), 'onair-uploads-'));
  const settings = { ...settingsFromConfig(readConfig({ NODE_ENV: 'test' })), uploads: options.storage ?? { kind: 'local' as const, dir } };
  const app = await buildApp({ database, cacheKind: 'memory', defaultBrand: getBrand('onair'), settings }, TEST_SERVER_OPTIONS);
  options.routes?.(app);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const tokens = accessTokens(settings.tokenSecret);
  return {
    url,
    app,
    database,
    dir,
    async member(userType = 'V') {
      const loginId = `u${randomBytes(5).toString('hex')}`;
      const [row] = await database.db.insert(members).values({ loginId, nickname: loginId.slice(0, 10), brand: 'onair', userType }).returning();
      if (!row) throw new Error('member not inserted');
      const token = await tokens.sign({ memberId: row.memberId, loginId, userType, brand: 'onair' });
      return { memberId: row.memberId, userType, headers: { authorization: `Bearer ${token}` } };
    },
    async storedFiles() {
      const entries = await readdir(dir, { recursive: true, withFileTypes: true });
      return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
    },
    uploadRows: () => database.db.select().from(uploads),
    async close() {
      await app.close();
      await database.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export type FilePartInput = { field: string; name: string; bytes: Buffer | Uint8Array; type?: string };

/** A multipart POST as a browser sends it (fetch's own FormData encoding). */
export async function postMultipart(
  url: string,
  path: string,
  { fields = {}, files = [], headers = {}, method = 'POST' }: { fields?: Record<string, string>; files?: FilePartInput[]; headers?: Record<string, string>; method?: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const response = await fetch(`${url}${path}`, { method, body: form, headers });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (text ? JSON.parse(text) : null) as any, headers: response.headers };
}

/**
 * Small but real files of each type. The images are 2x2 pictures exactly as the API re-encodes
 * them (uploads/reencode-image.ts), so a stored copy is byte for byte the file sent.
 */
export const SAMPLE_FILES = {
  png: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWM4EaBxIkCDAUIBACWOBQHvtZ07AAAAAElFTkSuQmCC', 'base64'),
  jpeg: Buffer.from(
    '/9j/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBT/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABwj/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCSACiqH//Z',
    'base64',
  ),
  gif: Buffer.from('R0lGODlhAgACAIEAAExpcUxpcchQKAAAACH5BAUAAAAALAAAAAACAAIAAAIClFUAOw==', 'base64'),
  webp: Buffer.from('UklGRj4AAABXRUJQVlA4IDIAAADQAQCdASoCAAIAAMASJaACdLoB+AADsAD+7nZ//unr2nr2nr+YP/9HG/S4P0cb/0XAAA==', 'base64'),
  pdf: Buffer.from('%PDF-1.7\n%body of a pdf\n'),
  text: Buffer.from('just some text, not an image at all'),
} as const;

/** A JPEG just over the size a field takes. */
export const oversizedJpeg = (maxBytes: number) => Buffer.concat([SAMPLE_FILES.jpeg, Buffer.alloc(maxBytes + 1 - SAMPLE_FILES.jpeg.length, 0x41)]);
