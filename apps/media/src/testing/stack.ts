import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

/** The repository root, where `node --import tsx apps/<app>/src/main.ts` runs. */
const ROOT = resolve(import.meta.dirname, '../../../..');

export type AppProcess = {
  child: ChildProcess;
  output(): string;
  kill(signal?: NodeJS.Signals): void;
  exited: Promise<number | null>;
};

/** Starts one of our apps as `npm start` does, in its own process group (so its ffmpeg children go with it). */
export function startApp(main: string, env: Record<string, string>): AppProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return {
    child,
    output: () => output,
    exited,
    kill(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    },
  };
}

/** Resolves once the URL answers below 500; fails with the app's output if it exits or the time runs out. */
export async function waitForUrl(url: string, app: AppProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (app.child.exitCode !== null)
      throw new Error(`exited (${app.child.exitCode}) before ${url} answered:\n${app.output()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${app.output()}`);
}

/** Polls until check() holds; answers the milliseconds it took. */
export async function eventually(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 50));
  }
  return Date.now() - started;
}
