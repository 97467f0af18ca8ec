// The API (demo data on a throw-away PGlite directory) and one `vite preview` per brand, on free
// ports, each child in its own process group so stopping it takes its children too.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WORKSPACE_ROOT, type Brand } from './config';

type Child = { name: string; child: ChildProcess; output: () => string };

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

function startChild(name: string, args: string[], env: Record<string, string>): Child {
  const child = spawn(process.execPath, args, { cwd: WORKSPACE_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
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

export type Stack = { apiError: string | null; webUrl: (brand: Brand) => string; stop: () => Promise<void> };

/** Starts the API and the previews; an API that will not start is reported, and the pages then show their error state. */
export async function startStack(brands: Brand[]): Promise<Stack> {
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
    const ports = new Map<Brand, number>();
    const waits: Promise<void>[] = [];
    for (const brand of brands) {
      const port = await freePort();
      ports.set(brand, port);
      const web = startChild(
        `web-${brand}`,
        ['node_modules/vite/bin/vite.js', 'preview', '--configLoader', 'runner', '-c', `apps/web-${brand}/vite.config.ts`],
        { WEB_PORT: String(port), API_URL: apiUrl },
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
    return { apiError, webUrl: (brand) => `http://localhost:${ports.get(brand)}/`, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
