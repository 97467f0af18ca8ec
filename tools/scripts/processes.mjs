// Starting and stopping the service's processes together, for `npm start` and the e2e stack.
import { spawn } from 'node:child_process';

/** Starts a long-running child whose output is prefixed with its name. */
export function startProcess(name, command, args, { env = {}, quiet = false } = {}) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = (stream, target) => {
    let pending = '';
    stream.on('data', (chunk) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      if (!quiet) for (const line of lines) target.write(`[${name}] ${line}\n`);
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return { name, child };
}

/**
 * Resolves when the URL answers with a status below 500, or rejects after the timeout, or as soon
 * as the watched process exits.
 * @param {string} url
 * @param {{ timeoutMs?: number, process?: { name: string, child: import('node:child_process').ChildProcess } }} [options]
 */
export async function waitForUrl(url, { timeoutMs = 120_000, process: watched } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (watched && watched.child.exitCode !== null) {
      throw new Error(`${watched.name} exited with code ${watched.child.exitCode} before ${url} answered`);
    }
    try {
      // A port held by something that never answers must not stall the wait past its deadline.
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

/** Stops every child and its own children (each runs in its own process group). */
export async function stopAll(processes, { graceMs = 5000 } = {}) {
  const running = processes.filter(({ child }) => child.exitCode === null && child.signalCode === null);
  for (const { child } of running) signalGroup(child, 'SIGTERM');
  await Promise.all(
    running.map(
      ({ child }) =>
        new Promise((resolve) => {
          const timer = setTimeout(() => {
            signalGroup(child, 'SIGKILL');
            resolve();
          }, graceMs);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
        }),
    ),
  );
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}
