import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { uploads } from '@onair/db';
import type { TestDatabaseTarget } from '@onair/db/testing';
import { startMoneyApi, type MoneyApi, type TestMember } from '../../money/testing/money-test-kit';
import { postMultipart, type FilePartInput } from '../../../platform/uploads/testing/upload-test-api';

export type CsApi = MoneyApi & {
  /** Files stored in this API's own upload directory. */
  storedFiles(): Promise<string[]>;
  uploadCount(): Promise<number>;
  multipart(member: TestMember | null, path: string, fields: Record<string, string>, files?: FilePartInput[]): ReturnType<typeof postMultipart>;
};

/** The real API (members by Bearer token) with uploads in a temp directory of its own. */
export async function startCsApi(target: TestDatabaseTarget): Promise<CsApi> {
  const dir = await mkdtemp(join(tmpdir(), 'onair-cs-uploads-'));
  const api = await startMoneyApi(target, { settings: (base) => ({ ...base, uploads: { kind: 'local', dir } }) });
  const close = api.close;
  return Object.assign(api, {
    async storedFiles() {
      const entries = await readdir(dir, { recursive: true, withFileTypes: true });
      return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
    },
    async uploadCount() {
      return (await api.database.db.select().from(uploads)).length;
    },
    multipart: (member: TestMember | null, path: string, fields: Record<string, string>, files: FilePartInput[] = []) =>
      postMultipart(api.url, path, { fields, files, headers: member?.headers ?? {} }),
    async close() {
      await close();
      await rm(dir, { recursive: true, force: true });
    },
  });
}

/** A refusal as the API answers it: status, code and the exact message. */
export const refusal = (status: number, code: string, message: string) => ({ status, body: expect.objectContaining({ code, message }) });
