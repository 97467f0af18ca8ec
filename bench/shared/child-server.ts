import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export type ChildServer = {
  child: ChildProcess;
  pid: number;
  /** SIGTERM (the server closes what it holds), then SIGKILL after 20 s. */
  stop(): Promise<void>;
};

/**
 * A server under test started from its TypeScript entry (node --import tsx) in its own process, so
 * the load generator never shares its event loop, and awaited until healthUrl answers (60 s at
 * most). Its output goes to logFile. Only this child is ever signalled.
 */
export async function startChildServer(options: {
  name: string;
  entry: string;
  env: NodeJS.ProcessEnv;
  healthUrl: string;
  logFile: string;
  nodeArgs?: string[];
}): Promise<ChildServer> {
  const log = openSync(options.logFile, 'a');
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', options.entry], {
    cwd: REPO_ROOT,
    env: options.env,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${options.name} exited while starting; see ${options.logFile}`);
    try {
      if ((await fetch(options.healthUrl, { signal: AbortSignal.timeout(1000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${options.name} did not answer within 60 s; see ${options.logFile}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    pid: child.pid as number,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
