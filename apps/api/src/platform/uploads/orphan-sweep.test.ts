import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { uploadIntents } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { localStorage } from './local-storage';
import { ORPHAN_AGE_MS, sweepOrphanUploads } from './orphan-sweep';
import { uploadRecords } from './upload-records';
import { newStorageKey } from './upload-storage';
import { SAMPLE_FILES, startUploadApi, type UploadTestApi } from './testing/upload-test-api';

describe.each(testDatabaseTargets())('the sweep of orphaned upload bytes on $name', (target) => {
  let api: UploadTestApi;
  beforeAll(async () => {
    api = await startUploadApi(target);
  });
  afterAll(() => api.close());

  test('bytes stored by a process that died before recording them are removed; recorded and recent ones stay', async () => {
    const storage = localStorage(api.dir);
    const records = uploadRecords(api.database.db);
    const owner = await api.member();
    const store = async (key: string) => storage.put(key, Readable.from([SAMPLE_FILES.png]), 'image/png');

    // Died after storing: an intent, its bytes, no row.
    const orphan = newStorageKey();
    await records.intend(orphan);
    await store(orphan);
    // Finished: the row insert ends the intent.
    const recorded = newStorageKey();
    await records.intend(recorded);
    await store(recorded);
    await records.insert({ ownerMemberId: owner.memberId, purpose: 'board-image', storageKey: recorded, fileName: 'a.png', contentType: 'image/png', sizeBytes: SAMPLE_FILES.png.length });
    // Still on its way: too young to judge.
    const inFlight = newStorageKey();
    await records.intend(inFlight);
    await store(inFlight);

    // Now: nothing is old enough.
    expect(await sweepOrphanUploads(storage, records)).toBe(0);
    // Make the first intent old, as if its process died an hour ago.
    const longAgo = new Date(Date.now() - ORPHAN_AGE_MS - 60_000);
    await api.database.db.update(uploadIntents).set({ createdAt: longAgo }).where(eq(uploadIntents.storageKey, orphan));
    expect(await sweepOrphanUploads(storage, records)).toBe(1);

    expect(await storage.get(orphan)).toBeNull();
    expect(await storage.get(recorded)).not.toBeNull();
    expect(await storage.get(inFlight)).not.toBeNull();
    const intents = (await api.database.db.select().from(uploadIntents)).map((row) => row.storageKey);
    expect(intents).toEqual([inFlight]);
    // A second sweep (another node, the next hour) finds nothing more.
    expect(await sweepOrphanUploads(storage, records)).toBe(0);
  });
});
