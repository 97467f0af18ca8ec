import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HeartbeatAnswer } from './api-link';
import { createBroadcaster } from './broadcaster';
import { localRecordings } from './recording-storage';
import { grantingApiLink } from './testing/api-link-stub';

/**
 * The API ends every broadcast of a node whose beats stop for 10 s (media-sweep.ts). Deleting a long
 * recording from a bucket takes one request per segment: it must never hold the next beat.
 */
describe("a heartbeat's removals", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'onair-heartbeat-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  test('a slow removal runs beside the beats, once, and is reported when done', async () => {
    const { api } = grantingApiLink(() => undefined);
    const answer: HeartbeatAnswer = { drop: [], purge: [41], clips: [], purgeClips: [7] };
    let beats = 0;
    api.heartbeat = async () => {
      beats += 1;
      return answer;
    };
    const purged: number[][] = [];
    const clipsPurged: number[][] = [];
    api.purged = async (ids) => void purged.push(ids);
    api.clipsPurged = async (ids) => void clipsPurged.push(ids);
    let finishDelete: () => void = () => undefined;
    const deletes: number[] = [];
    const recordings = {
      ...localRecordings(dir),
      delete: (broadcastId: number) => {
        deletes.push(broadcastId);
        return new Promise<void>((resolve) => (finishDelete = resolve));
      },
    };
    const broadcaster = createBroadcaster({
      api,
      dataDir: dir,
      sourceUrl: (key) => `rtmp://127.0.0.1:1/live/${key}`,
      drop: () => undefined,
      recordings,
      log: () => undefined,
    });

    // The bucket has not answered, and three beats still go out at their time.
    for (let beat = 0; beat < 3; beat += 1) await broadcaster.heartbeat();
    expect(beats).toBe(3);
    // The API asks again at each beat until told; the node deletes the recording once meanwhile.
    expect(deletes).toEqual([41]);
    expect(purged).toEqual([]);

    finishDelete();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(purged).toEqual([[41]]);
    expect(clipsPurged).toEqual([[7]]);

    // Once reported, a later answer's removals are taken again.
    answer.purge = [42];
    answer.purgeClips = [];
    await broadcaster.heartbeat();
    expect(deletes).toEqual([41, 42]);
    finishDelete();
  });
});
