import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the front does with the next request: fail it with a status, hold it unanswered, or pass it on. */
export type Fault = { status: number; retryAfter?: string } | 'stall';

export type FaultyFront = {
  /** The front's base URL, in place of the store's. */
  url: string;
  /** Faults for the next requests, in order; a request finding none is passed to the store. */
  fail(...faults: Fault[]): void;
  /** Each request the front received: its method, and what became of it. */
  seen: { method: string; outcome: 'failed' | 'stalled' | 'passed' }[];
  /** The payload hash each request was signed with (x-amz-content-sha256), in order. */
  payloadHashes: string[];
  close(): Promise<void>;
};

/**
 * An HTTP front before a real store (the sandbox's) that fails or stalls the requests it is told
 * to, and passes every other one on byte for byte with its Host, so its signature still holds.
 */
export async function startFaultyFront(target: string): Promise<FaultyFront> {
  const faults: Fault[] = [];
  const seen: FaultyFront['seen'] = [];
  const payloadHashes: string[] = [];
  const stalled = new Set<ServerResponse>();
  const upstream = new URL(target);
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    payloadHashes.push(String(req.headers['x-amz-content-sha256']));
    const fault = faults.shift();
    if (fault === 'stall') {
      seen.push({ method: req.method ?? '', outcome: 'stalled' });
      stalled.add(res);
      req.resume();
      return;
    }
    if (fault) {
      seen.push({ method: req.method ?? '', outcome: 'failed' });
      req.resume();
      res.writeHead(fault.status, { 'content-type': 'application/xml', ...(fault.retryAfter ? { 'retry-after': fault.retryAfter } : {}) });
      res.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>SlowDown</Code></Error>');
      return;
    }
    seen.push({ method: req.method ?? '', outcome: 'passed' });
    const passed = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    passed.on('error', () => res.destroy());
    req.pipe(passed);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${upstream.pathname.replace(/\/+$/, '')}`,
    fail: (...more) => faults.push(...more),
    seen,
    payloadHashes,
    async close() {
      for (const res of stalled) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
