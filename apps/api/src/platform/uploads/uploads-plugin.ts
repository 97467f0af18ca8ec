import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@onair/db';
import type { UploadStorageSettings } from '../config/settings';
import { localStorage } from './local-storage';
import { multipartReceiver } from './multipart-receiver';
import { startOrphanSweep } from './orphan-sweep';
import { s3Storage } from './s3-storage';
import { serveUploadRoute } from './serve-upload';
import { countingStoredBytes } from './counting-storage';
import { uploadRecords } from './upload-records';
import type { UploadStorage } from './upload-storage';

declare module 'fastify' {
  interface FastifyInstance {
    uploadStorage: UploadStorage;
  }
}

export function uploadStorageOf(settings: UploadStorageSettings, log?: FastifyInstance['log']): UploadStorage {
  if (settings.kind === 'local') return localStorage(settings.dir);
  return s3Storage(settings, (what, reason, attempt) => log?.warn({ reason, attempt }, `${what}: try ${attempt} failed, trying again`));
}

/** Multipart parsing, app.uploads for multipart routes, GET /api/uploads/{uploadId}, and the sweep of orphaned bytes. */
export async function uploadsPlugin(app: FastifyInstance, settings: UploadStorageSettings, db: Database) {
  await app.register(multipart);
  const storage = countingStoredBytes(uploadStorageOf(settings, app.log), (bytes) => app.metrics.uploadBytes.inc(bytes));
  const records = uploadRecords(db);
  app.decorate('uploads', multipartReceiver(storage, records));
  // The console serves private files to staff by its own route and guard (modules/admin).
  app.decorate('uploadStorage', storage);
  serveUploadRoute(app, records, storage);
  const stopSweep = startOrphanSweep(storage, records, app.log);
  app.addHook('onClose', async () => stopSweep());
}
