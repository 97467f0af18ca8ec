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

export function uploadStorageOf(settings: UploadStorageSettings): UploadStorage {
  return settings.kind === 's3' ? s3Storage(settings) : localStorage(settings.dir);
}

/** Multipart parsing, app.uploads for multipart routes, GET /api/uploads/{uploadId}, and the sweep of orphaned bytes. */
export async function uploadsPlugin(app: FastifyInstance, settings: UploadStorageSettings, db: Database) {
  await app.register(multipart);
  const storage = countingStoredBytes(uploadStorageOf(settings), (bytes) => app.metrics.uploadBytes.inc(bytes));
  const records = uploadRecords(db);
  app.decorate('uploads', multipartReceiver(storage, records));
  // The console serves private files to staff by its own route and guard (modules/admin).
  app.decorate('uploadStorage', storage);
  serveUploadRoute(app, records, storage);
  const stopSweep = startOrphanSweep(storage, records, app.log);
  app.addHook('onClose', async () => stopSweep());
}
