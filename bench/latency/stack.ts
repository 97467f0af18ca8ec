import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../apps/media/src/testing/ports';
import { startApp, waitForUrl, type AppProcess } from '../../apps/media/src/testing/stack';
import { LATENCY } from './config';

const SECRET = 'bench-latency-media-secret-0123';
/** A demo streamer whose channel is offline in the demo data (as in the media integration test). */
const STREAMER = { loginId: 'demobj03', password: 'onair1234!' };

export type Stack = {
  /** Where the encoder pushes, with a freshly issued stream key. */
  publishUrl: string;
  /** The publisher's stream pulled back over RTMP (what the HLS remux reads). */
  rtmpPlayUrl: string;
  /** The channel's stream as its detail gives it to a viewer, null while offline. */
  channelStream(): Promise<{ player: string; url: string } | null>;
  stop(): Promise<void>;
};

/**
 * The real API (embedded PGlite, demo data) and the real media app, each started from its entry in
 * its own process group as in apps/media's integration test; the media app as production runs it.
 */
export async function startStack(): Promise<Stack> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-latency-'));
  const [apiPort, rtmpPort, httpPort] = [await freePort(), await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const mediaUrl = `http://127.0.0.1:${httpPort}`;
  const rtmpUrl = `rtmp://127.0.0.1:${rtmpPort}/live`;
  const apps: AppProcess[] = [];
  const stop = async () => {
    for (const app of apps) app.kill();
    await Promise.all(apps.map((app) => app.exited));
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const api = startApp(LATENCY.apiEntry, {
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, 'api'),
      DATABASE_URL: '',
      REDIS_URL: '',
      DEMO_SEED: '1',
      LOG_LEVEL: 'warn',
      MEDIA_SHARED_SECRET: SECRET,
      MEDIA_PUBLIC_URL: mediaUrl,
      MEDIA_RTMP_URL: rtmpUrl,
    });
    apps.push(api);
    await waitForUrl(`${apiUrl}/api/health`, api, 180_000);
    const media = startApp(LATENCY.mediaEntry, {
      NODE_ENV: 'production',
      RTMP_PORT: String(rtmpPort),
      MEDIA_HTTP_PORT: String(httpPort),
      MEDIA_DATA_DIR: join(dir, 'media'),
      MEDIA_API_URL: apiUrl,
      MEDIA_SHARED_SECRET: SECRET,
      MEDIA_NODE_ID: 'bench-latency',
    });
    apps.push(media);
    await waitForUrl(`${mediaUrl}/healthz`, media, 60_000);

    const cookie = await signIn(apiUrl);
    const call = async (method: string, path: string) => {
      const response = await fetch(`${apiUrl}${path}`, { method, headers: { cookie } });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as Record<string, unknown>;
    };
    const channelId = (await call('GET', '/api/auth/me'))['channelId'];
    if (typeof channelId !== 'number') throw new Error(`${STREAMER.loginId} has no channel`);
    const key = (await call('POST', '/api/my/stream-key'))['streamKey'];
    if (typeof key !== 'string') throw new Error('no stream key was issued');

    return {
      publishUrl: `${rtmpUrl}/${key}`,
      rtmpPlayUrl: `${rtmpUrl}/${key}`,
      async channelStream() {
        const detail = await call('GET', `/api/guest/channel/${channelId}`);
        const stream = detail['stream'] as { player: string; url: string } | null | undefined;
        return detail['isLive'] === true && stream ? stream : null;
      },
      stop,
    };
  } catch (error) {
    const output = apps.map((app) => app.output()).join('\n');
    await stop();
    throw new Error(`${(error as Error).message}\n${output.slice(-4000)}`, { cause: error });
  }
}

async function signIn(apiUrl: string): Promise<string> {
  const response = await fetch(`${apiUrl}/v2/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...STREAMER, loginKeep: false }),
  });
  if (response.status !== 200) throw new Error(`sign-in as ${STREAMER.loginId}: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}
