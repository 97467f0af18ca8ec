import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Server as NetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import NodeMediaServer, { type NmsSession } from 'node-media-server';
import Context from 'node-media-server/src/core/context.js';
import { jsonLog, routeNmsLogs, type Log } from './log';
import { createPublishGate } from './publish-gate';

export type MediaServerOptions = {
  rtmpPort: number;
  httpPort: number;
  /** Asked once per publish attempt; false (or a throw) refuses the publisher. */
  isStreamKeyValid(key: string): Promise<boolean>;
  /** A publisher with a valid key is live. */
  onPublish(key: string): void | Promise<void>;
  /** That stream has ended (after the reconnect grace, or when the server stops). */
  onUnpublish(key: string): void | Promise<void>;
  /** Listen address; default 0.0.0.0. */
  host?: string;
  /** The RTMP application publishers push to: rtmp://host/<app>/<key>. Default live. */
  app?: string;
  /** How long a dropped publisher may reconnect and resume before onUnpublish; default 30 s. */
  reconnectGraceMs?: number;
  /** A publisher that sends nothing for this long is disconnected (default 5 s). */
  stallTimeoutMs?: number;
  /** node-media-server's state directory (stream history); default a temporary one, removed on stop. */
  dataDir?: string;
  /**
   * Sees every HTTP request first (and WebSocket upgrade, without res); calls next() to hand it to
   * node-media-server (HTTP-FLV), after rewriting req.url if it likes. Default: everything to it.
   */
  http?: HttpInterceptor;
  log?: Log;
};

export type HttpInterceptor = (
  req: IncomingMessage,
  res: ServerResponse | null,
  next: () => void,
  socket?: Duplex,
) => void;

export type MediaServer = {
  /** Where an encoder pushes: `${rtmpUrl}/<key>`. */
  rtmpUrl: string;
  /** The HTTP-FLV playback address of a stream. */
  flvUrl(key: string): string;
  /** Disconnects the publisher of this key now; its onUnpublish follows without the reconnect grace. */
  drop(key: string): boolean;
  /** Stops listening, drops every connection and calls onUnpublish for each live stream. */
  stop(): Promise<void>;
};

const STALL_CHECK_MS = 1000;

// node-media-server keeps its config, sessions and events in one module-level Context,
// so one process runs one media server at a time.
let running = false;

/** RTMP ingest with stream-key checks and HTTP-FLV playback, on node-media-server 4. */
export async function startMediaServer(options: MediaServerOptions): Promise<MediaServer> {
  const {
    rtmpPort,
    httpPort,
    host = '0.0.0.0',
    app = 'live',
    reconnectGraceMs = 30_000,
    stallTimeoutMs = 5000,
    log = jsonLog(),
  } = options;
  assertPort('rtmpPort', rtmpPort);
  assertPort('httpPort', httpPort);
  if (running)
    throw new Error('A media server is already running in this process (node-media-server state is process-wide)');
  running = true;

  const ownDataDir = options.dataDir === undefined;
  let dataDir: string;
  try {
    dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'onair-media-')));
  } catch (error) {
    running = false;
    throw error;
  }
  const restoreNmsLog = routeNmsLogs(log);
  const gate = createPublishGate({ ...options, app, reconnectGraceMs, stallTimeoutMs, log });
  const listeners = [
    ['prePublish', gate.onPrePublish],
    ['donePublish', gate.onDonePublish],
  ] as const satisfies ReadonlyArray<readonly [string, (session: NmsSession) => void]>;

  const nms = new NodeMediaServer({
    bind: host,
    rtmp: { port: rtmpPort },
    http: { port: httpPort },
    store: { path: dataDir },
    webadmin: { enable: false },
  });
  for (const [event, listener] of listeners) Context.eventEmitter.on(event, listener);
  if (options.http) intercept(nms.httpServer.httpServer, options.http);
  const stallTimer = setInterval(() => gate.checkStalls(), STALL_CHECK_MS);
  stallTimer.unref();

  const stop = async () => {
    clearInterval(stallTimer);
    for (const [event, listener] of listeners) Context.eventEmitter.off(event, listener);
    await gate.endAll();
    const closed = [nms.rtmpServer.tcpServer, nms.httpServer.httpServer].map(whenClosed);
    await nms.stop();
    // Playing HTTP-FLV responses never end by themselves.
    nms.httpServer.httpServer?.closeAllConnections();
    await Promise.all(closed);
    restoreNmsLog();
    if (ownDataDir) await rm(dataDir, { recursive: true, force: true });
    running = false;
  };

  try {
    await listen(nms, log);
  } catch (error) {
    await stop();
    throw error;
  }

  const publicHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  log(
    'info',
    `RTMP rtmp://${publicHost}:${rtmpPort}/${app}/<key>, HTTP-FLV http://${publicHost}:${httpPort}/${app}/<key>.flv`,
  );
  let stopping: Promise<void> | undefined;
  return {
    rtmpUrl: `rtmp://${publicHost}:${rtmpPort}/${app}`,
    flvUrl: (key) => `http://${publicHost}:${httpPort}/${app}/${encodeURIComponent(key)}.flv`,
    drop: (key) => gate.drop(key),
    stop: () => (stopping ??= stop()),
  };
}

/** Puts the interceptor in front of node-media-server's own request and upgrade listeners. */
function intercept(server: HttpServer | undefined, interceptor: HttpInterceptor) {
  if (!server) return;
  const requestListeners = server.listeners('request') as Array<(req: IncomingMessage, res: ServerResponse) => void>;
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) =>
    interceptor(req, res, () => requestListeners.forEach((listener) => listener.call(server, req, res))),
  );
  const upgradeListeners = server.listeners('upgrade') as Array<
    (req: IncomingMessage, socket: Duplex, head: Buffer) => void
  >;
  server.removeAllListeners('upgrade');
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) =>
    interceptor(
      req,
      null,
      () => upgradeListeners.forEach((listener) => listener.call(server, req, socket, head)),
      socket,
    ),
  );
}

function assertPort(name: string, port: number) {
  // node-media-server skips a listener whose port is 0, so an OS-chosen port is not possible.
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new RangeError(`${name} must be a port from 1 to 65535, got ${port}`);
}

/**
 * Runs node-media-server and resolves once both listeners are up. Its own listen-error handlers
 * exit the process; they are swapped for a rejection naming the listener, and a log line after that.
 */
async function listen(nms: NodeMediaServer, log: Log) {
  // run() calls listen() and attaches those handlers before its first await, so they can be
  // replaced here before any listen outcome is delivered.
  const started = nms.run();
  const servers: Array<[string, NetServer | HttpServer | undefined]> = [
    ['RTMP', nms.rtmpServer.tcpServer],
    ['HTTP', nms.httpServer.httpServer],
  ];
  const ready = servers.map(
    ([name, server]) =>
      new Promise<void>((resolve, reject) => {
        if (!server) return reject(new Error(`${name} listener was not created`));
        server.removeAllListeners('error');
        server.once('listening', resolve);
        server.on('error', (error) => {
          log('error', `${name} listener: ${error.message}`);
          reject(new Error(`${name} listener failed: ${error.message}`, { cause: error }));
        });
      }),
  );
  await started;
  // Wait for both outcomes, so a failed start never leaves the other listener coming up later.
  const failed = (await Promise.allSettled(ready)).find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}

function whenClosed(server: NetServer | HttpServer | undefined): Promise<void> {
  if (!server?.listening) return Promise.resolve();
  return new Promise((resolve) => server.once('close', () => resolve()));
}
