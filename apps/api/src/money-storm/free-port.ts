import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** Whether nothing listens on 127.0.0.1:port right now. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Where the kernel hands out ports for listen(0) and outgoing connections. */
function ephemeralStart(): number {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || 32768;
  } catch {
    return 32768;
  }
}

/**
 * A free port below the ephemeral range. The API's address must be known before it starts (it
 * tells the gateway where to send webhooks), and the kill test restarts it on the same port, so
 * while it is down nothing else may take that port: no listen(0) elsewhere on the machine, and no
 * retrying client whose outgoing connection lands on the very port it dials (a TCP self-connect).
 * Both only ever use ephemeral ports.
 */
export async function freePort(): Promise<number> {
  const below = ephemeralStart();
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * Math.max(1, below - 20_000));
    if (await isFree(port)) return port;
  }
  throw new Error('no free port below the ephemeral range');
}
