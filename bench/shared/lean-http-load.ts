import { connect, type Socket } from 'node:net';

export type LeanRequest = { method: string; path: string; headers: Record<string, string>; body: string };

export type LeanLoadResult = {
  ok: number;
  failed: number;
  seconds: number;
  /** Latency percentiles in milliseconds, over every answered request. */
  p50: number;
  p99: number;
  statusCodes: Record<string, number>;
};

export type LeanLoadOptions = {
  url: string;
  connections: number;
  /** Exactly this many requests, so none is cut off in flight. */
  amount: number;
  /** Builds the request with this index (0 to amount - 1), when it is about to be sent. */
  request: (index: number) => LeanRequest;
  timeoutMs?: number;
};

/**
 * An HTTP/1.1 load generator of the fewest CPU cycles per request: keep-alive sockets, one request in
 * flight on each, requests written as one string, answers read by their status line and
 * Content-Length only (chunked answers are not expected from the API and count as failures).
 * On a two-core machine the load generator shares the cores with what it measures, and autocannon
 * spent about a sixth of a gift's CPU there (bench/README.md); this spends a fraction of that.
 */
export function leanHttpLoad(options: LeanLoadOptions): Promise<LeanLoadResult> {
  const target = new URL(options.url);
  const host = target.hostname;
  const port = Number(target.port || 80);
  const timeoutMs = options.timeoutMs ?? 30_000;
  const latencies = new Float64Array(options.amount);
  const statusCodes: Record<string, number> = {};
  let issued = 0;
  let answered = 0;
  let ok = 0;
  let failed = 0;
  const started = performance.now();

  return new Promise((resolve) => {
    let open = 0;
    const finish = () => {
      const seconds = (performance.now() - started) / 1000;
      const sorted = latencies.slice(0, answered).sort();
      const percentile = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
      resolve({ ok, failed, seconds, p50: percentile(50), p99: percentile(99), statusCodes });
    };

    const runConnection = () => {
      open++;
      const socket: Socket = connect({ host, port, noDelay: true });
      let pending = Buffer.alloc(0);
      let sentAt = 0;
      let timer: NodeJS.Timeout | undefined;

      const sendNext = () => {
        if (issued >= options.amount) {
          socket.end();
          return;
        }
        const index = issued++;
        const { method, path, headers, body } = options.request(index);
        let head = `${method} ${path} HTTP/1.1\r\nhost: ${target.host}\r\ncontent-length: ${Buffer.byteLength(body)}\r\n`;
        for (const name in headers) head += `${name}: ${headers[name]}\r\n`;
        sentAt = performance.now();
        timer = setTimeout(() => socket.destroy(new Error('timed out')), timeoutMs);
        socket.write(`${head}\r\n${body}`);
      };

      const record = (status: string) => {
        clearTimeout(timer);
        latencies[answered++] = performance.now() - sentAt;
        statusCodes[status] = (statusCodes[status] ?? 0) + 1;
        if (status.startsWith('2')) ok++;
        else failed++;
      };

      socket.on('connect', sendNext);
      socket.on('data', (chunk: Buffer) => {
        pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
        const headEnd = pending.indexOf('\r\n\r\n');
        if (headEnd < 0) return;
        const head = pending.toString('latin1', 0, headEnd);
        const length = /\r\ncontent-length: *(\d+)/i.exec(head);
        if (!length) {
          record('unreadable');
          socket.destroy();
          return;
        }
        const total = headEnd + 4 + Number(length[1]);
        if (pending.length < total) return;
        record(head.slice(9, 12));
        pending = pending.subarray(total);
        sendNext();
      });
      socket.on('error', () => {
        clearTimeout(timer);
        failed++;
        statusCodes['error'] = (statusCodes['error'] ?? 0) + 1;
      });
      socket.on('close', () => {
        clearTimeout(timer);
        if (--open === 0) finish();
      });
    };

    for (let i = 0; i < Math.min(options.connections, options.amount); i++) runConnection();
  });
}
