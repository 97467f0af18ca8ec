import { createServer } from 'node:net';
import { pushTestPattern, requireFfmpeg, type FfmpegRun } from './testing/ffmpeg';
import { readFlv } from './testing/flv';
import { freePort } from './testing/ports';
import type { LogEntryLevel } from './log';
import { startMediaServer, type MediaServer } from './media-server';

const VALID_KEYS = new Set(['valid-key-1', 'valid-key-2']);

describe('startMediaServer', () => {
  let server: MediaServer;
  const events: string[] = [];
  const logs: Array<[LogEntryLevel, string]> = [];
  let waiters: Array<{ event: string; resolve: () => void }> = [];

  function record(event: string) {
    events.push(event);
    for (const waiter of waiters.filter((w) => w.event === event)) waiter.resolve();
    waiters = waiters.filter((w) => w.event !== event);
  }
  function eventually(event: string): Promise<void> {
    if (events.includes(event)) return Promise.resolve();
    return new Promise((resolve) => waiters.push({ event, resolve }));
  }
  /** Waits for the publish, failing with ffmpeg's own words if it gives up first. */
  function live(key: string, push: FfmpegRun): Promise<void> {
    const exited = push.done.then(({ code, stderr }) => {
      throw new Error(`ffmpeg exited (${code}) before ${key} went live: ${stderr}`);
    });
    return Promise.race([eventually(`publish ${key}`), exited]);
  }

  beforeAll(async () => {
    requireFfmpeg();
    server = await startMediaServer({
      rtmpPort: await freePort(),
      httpPort: await freePort(),
      host: '127.0.0.1',
      reconnectGraceMs: 0,
      log: (level, message) => logs.push([level, message]),
      isStreamKeyValid: async (key) => VALID_KEYS.has(key),
      onPublish: (key) => record(`publish ${key}`),
      onUnpublish: (key) => record(`unpublish ${key}`),
    });
  });
  afterAll(() => server?.stop());

  test('a valid key goes live, plays back over HTTP-FLV with audio and video, and ends', async () => {
    const push = pushTestPattern(`${server.rtmpUrl}/valid-key-1`, 2);
    await live('valid-key-1', push);

    const flv = await readFlv(
      server.flvUrl('valid-key-1'),
      (tags) => tags.includes('video') && tags.includes('audio'),
      5000,
    );
    expect(flv.status).toBe(200);
    expect(flv.signature).toBe('FLV');
    expect(flv.tags).toEqual(expect.arrayContaining(['video', 'audio']));

    const { code, stderr } = await push.done;
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    await eventually('unpublish valid-key-1');
    expect(events).toEqual(['publish valid-key-1', 'unpublish valid-key-1']);
  });

  test('an unknown key is refused: the push fails and nothing is announced', async () => {
    const push = pushTestPattern(`${server.rtmpUrl}/not-a-key`, 2);
    const { code } = await push.done;
    expect(code).not.toBe(0);
    expect(events.filter((event) => event.includes('not-a-key'))).toEqual([]);
    expect(logs).toContainEqual(['warn', 'refused publish to live/not-…: unknown stream key']);
  });

  test('a valid key under another application is refused', async () => {
    const push = pushTestPattern(server.rtmpUrl.replace(/\/live$/, '/other/valid-key-1'), 2);
    expect((await push.done).code).not.toBe(0);
    expect(events.filter((event) => event.startsWith('publish')).length).toBe(1);
    expect(logs).toContainEqual(['warn', 'refused publish to other/vali…: unknown application "other"']);
  });

  test('only one media server runs per process', async () => {
    await expect(
      startMediaServer({
        rtmpPort: await freePort(),
        httpPort: await freePort(),
        isStreamKeyValid: async () => true,
        onPublish: () => undefined,
        onUnpublish: () => undefined,
      }),
    ).rejects.toThrow('already running');
  });

  test('stop ends every live stream and drops its publisher', async () => {
    const push = pushTestPattern(`${server.rtmpUrl}/valid-key-2`, 20);
    try {
      await live('valid-key-2', push);
      await server.stop();
      expect(events.slice(-2)).toEqual(['publish valid-key-2', 'unpublish valid-key-2']);
      expect((await push.done).code).not.toBe(0);
    } finally {
      push.kill();
    }
  });
});

test('ports must be real ports: node-media-server cannot take port 0', async () => {
  await expect(
    startMediaServer({
      rtmpPort: 0,
      httpPort: 8000,
      isStreamKeyValid: async () => true,
      onPublish: () => undefined,
      onUnpublish: () => undefined,
    }),
  ).rejects.toThrow('rtmpPort must be a port from 1 to 65535, got 0');
});

test('a port in use rejects the start, naming the listener, and leaves the process free to start again', async () => {
  const squatter = createServer();
  const port = await freePort();
  await new Promise<void>((resolve) => squatter.listen(port, '127.0.0.1', resolve));
  const options = {
    host: '127.0.0.1',
    httpPort: await freePort(),
    log: () => undefined,
    isStreamKeyValid: async () => true,
    onPublish: () => undefined,
    onUnpublish: () => undefined,
  };
  try {
    await expect(startMediaServer({ ...options, rtmpPort: port })).rejects.toThrow(
      'RTMP listener failed: listen EADDRINUSE',
    );
  } finally {
    squatter.close();
  }
  const server = await startMediaServer({ ...options, rtmpPort: await freePort() });
  await server.stop();
});
