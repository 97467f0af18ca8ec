// The API (demo data on a throw-away PGlite directory) and one `vite preview` per brand, on free
// ports, each child in its own process group so stopping it takes its children too. With the live
// page, also the media app and npm start's demo broadcast (a test clip copied to every demo key), so
// each brand's live demo channel plays a real stream while it is measured.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WORKSPACE_ROOT, type Brand } from './config';

type Child = { name: string; child: ChildProcess; output: () => string };

// The demo broadcast npm start and the e2e run send: a plain .mjs without declarations, shared on
// purpose as e2e shares it, imported by a path the compiler does not resolve and typed here.
const DEMO_STREAM_MODULE: string = '../../tools/scripts/demo-stream.mjs';
const demo = (await import(DEMO_STREAM_MODULE)) as {
  demoPublishers: (rtmpUrl: string, clip: string) => { name: string; command: string; args: string[] }[];
  encodeDemoClip: (path: string) => string;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function startChild(name: string, args: string[], env: Record<string, string>, command = process.execPath): Child {
  const child = spawn(command, args, { cwd: WORKSPACE_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-10_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { name, child, output: () => output };
}

async function waitForUrl({ name, child, output }: Child, url: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} before ${url} answered:\n${output()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s:\n${output()}`);
}

async function stop(children: Child[]) {
  const running = children.filter(({ child }) => child.exitCode === null && child.signalCode === null);
  await Promise.all(
    running.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          const signal = (name: NodeJS.Signals) => {
            try {
              if (child.pid) process.kill(-child.pid, name);
            } catch {
              // already gone
            }
          };
          const timer = setTimeout(() => {
            signal('SIGKILL');
            resolve();
          }, 5000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          signal('SIGTERM');
        }),
    ),
  );
}

export type Stack = {
  apiError: string | null;
  webUrl: (brand: Brand) => string;
  /** The brand's live demo channel's page (`/live/<id>`), once its stream plays; null without the media app. */
  liveUrl: (brand: Brand) => Promise<string | null>;
  stop: () => Promise<void>;
};

type ChannelCard = { channelId: number; isLive: boolean; adult: boolean };

/** The brand's header, as its app sends it with every API call (the preview forwards it as it is). */
const brandHeaders = (brand: Brand) => ({ 'x-site-code': brand });

/** The first live channel the brand's home lists, asked through its preview as its app asks. */
async function liveChannelOf(webUrl: string, brand: Brand): Promise<number | null> {
  const answer = await fetch(`${webUrl}api/guest/channels?page=1&size=20&live=true`, { headers: brandHeaders(brand) }).catch(() => null);
  if (!answer?.ok) return null;
  const page = (await answer.json()) as { items: ChannelCard[] };
  return page.items.find((channel) => channel.isLive && !channel.adult)?.channelId ?? null;
}

/** Waits until the channel's signed playlist is served, as a viewer's player would ask for it. */
async function waitForPlaylist(webUrl: string, brand: Brand, channelId: number, timeoutMs = 45_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const detail = await fetch(`${webUrl}api/guest/channel/${channelId}`, { headers: brandHeaders(brand) }).catch(() => null);
    const url = detail?.ok ? ((await detail.json()) as { stream?: { url?: string } | null }).stream?.url : undefined;
    if (url) {
      const playlist = await fetch(new URL(url, webUrl)).catch(() => null);
      if (playlist?.status === 200) return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

/**
 * Starts the API and the previews (and with `live`, the media app and the demo broadcast); an API
 * that will not start is reported, and the pages then show their error state.
 */
export async function startStack(brands: Brand[], { live = false }: { live?: boolean } = {}): Promise<Stack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  const children: Child[] = [];
  const killNow = () => {
    for (const { child } of children) {
      try {
        if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  };
  process.once('exit', killNow);
  const stopAll = async () => {
    await stop(children);
    process.off('exit', killNow);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const apiPort = await freePort();
    const api = startChild('api', ['--import', 'tsx', 'apps/api/src/main.ts'], {
      PORT: String(apiPort),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_SEED: '1',
      LOG_LEVEL: 'warn',
      // Vite's build (the baseline) sets NODE_ENV=production in this process; the API would then want production secrets.
      NODE_ENV: 'development',
    });
    children.push(api);
    const apiUrl = `http://localhost:${apiPort}`;
    let mediaUrl: string | null = null;
    let rtmpPort = 0;
    let mediaWait: Promise<void> = Promise.resolve();
    if (live) {
      const mediaPort = await freePort();
      rtmpPort = await freePort();
      mediaUrl = `http://localhost:${mediaPort}`;
      const media = startChild('media', ['--import', 'tsx', 'apps/media/src/main.ts'], {
        RTMP_PORT: String(rtmpPort),
        MEDIA_HTTP_PORT: String(mediaPort),
        MEDIA_API_URL: apiUrl,
        MEDIA_DATA_DIR: join(dataDir, 'media'),
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
      });
      children.push(media);
      mediaWait = waitForUrl(media, `${mediaUrl}/healthz`);
    }
    const ports = new Map<Brand, number>();
    const waits: Promise<void>[] = [];
    for (const brand of brands) {
      const port = await freePort();
      ports.set(brand, port);
      const web = startChild(
        `web-${brand}`,
        ['node_modules/vite/bin/vite.js', 'preview', '--configLoader', 'runner', '-c', `apps/web-${brand}/vite.config.ts`],
        { WEB_PORT: String(port), API_URL: apiUrl, ...(mediaUrl ? { MEDIA_URL: mediaUrl } : {}) },
      );
      children.push(web);
      waits.push(waitForUrl(web, `http://localhost:${port}/`));
    }
    let apiError: string | null = null;
    await waitForUrl(api, `${apiUrl}/api/health`).catch((error: Error) => {
      apiError = error.message.split('\n')[0] ?? error.message;
      console.error(`[bench:web] the API did not start; pages are measured in their error state.\n${error.message}`);
    });
    await Promise.all(waits);
    const webUrl = (brand: Brand) => `http://localhost:${ports.get(brand)}/`;
    let broadcasting = false;
    if (live && !apiError) {
      await mediaWait;
      // Copying a clip costs next to no CPU; encoding the pattern live would compete with the browser measured.
      const clip = demo.encodeDemoClip(join(dataDir, 'test-pattern.flv'));
      for (const publisher of demo.demoPublishers(`rtmp://127.0.0.1:${rtmpPort}/live`, clip)) {
        children.push(startChild(publisher.name, publisher.args, {}, publisher.command));
      }
      broadcasting = true;
    }
    const liveUrl = async (brand: Brand) => {
      if (!broadcasting) return null;
      const channelId = await liveChannelOf(webUrl(brand), brand);
      if (channelId === null || !(await waitForPlaylist(webUrl(brand), brand, channelId))) return null;
      return `${webUrl(brand)}live/${channelId}`;
    };
    return { apiError, webUrl, liveUrl, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
