import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { STORM_RATE_LIMIT_SCALE, type StormApiOptions } from './in-process-api';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
/** How much of the API's output is kept for a failure message. */
const OUTPUT_LIMIT = 20_000;

/**
 * The API as production runs it (node --import tsx apps/api/src/main.ts) in a child process on a
 * fixed port, so the kill test can SIGKILL it mid-storm and start it again on the same port and
 * database. Only the process this started is ever signalled, by its own pid.
 */
export function apiProcess(options: StormApiOptions & { port: number }) {
  const url = `http://127.0.0.1:${options.port}`;
  let child: ChildProcess | null = null;
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_LIMIT);
  };

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    DATABASE_URL: options.databaseUrl,
    PAYMENT_GATEWAY_URL: options.gatewayUrl,
    API_PUBLIC_URL: url,
    AUTH_SECRET: options.authSecret,
    DEMO_SEED: 'false',
    LOG_LEVEL: 'warn',
    // The storm's 60 members send thousands of writes from one address on purpose (README.md).
    RATE_LIMIT_SCALE: STORM_RATE_LIMIT_SCALE,
  };
  // The in-memory cache keeps the child independent of whatever else uses the machine's Redis.
  delete env['REDIS_URL'];

  async function start(timeoutMs = 60_000) {
    if (child) throw new Error('the API process is already running');
    const started = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    // main.ts prints its banner once app.listen() has bound the port: proof that the process
    // answering /api/health is this one and not something else that took the port meanwhile.
    let listening = false;
    const banner = `http://localhost:${options.port}`;
    started.stdout?.on('data', (chunk: Buffer) => {
      keep(chunk);
      if (chunk.toString().includes(banner)) listening = true;
    });
    started.stderr?.on('data', keep);
    const exited = new Promise<void>((resolve) => started.once('exit', () => resolve()));
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (started.exitCode !== null || started.signalCode !== null)
        throw new Error(`the API process exited while starting:\n${output}`);
      try {
        const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1000) });
        if (response.ok && listening) return;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) {
        started.kill('SIGKILL');
        await exited;
        throw new Error(`the API process did not answer within ${timeoutMs} ms:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function signal(name: 'SIGKILL' | 'SIGTERM') {
    const running = child;
    if (!running) return;
    child = null;
    if (running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    running.kill(name);
    const timer = setTimeout(() => running.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }

  return {
    url,
    start,
    /** SIGKILL: no shutdown hook runs, open transactions are cut off where they stand. */
    kill: () => signal('SIGKILL'),
    /** SIGTERM: main.ts closes the app (the folder stops) and the pool. */
    stop: () => signal('SIGTERM'),
    pid: () => child?.pid ?? null,
    output: () => output,
  };
}

export type ApiProcess = ReturnType<typeof apiProcess>;
