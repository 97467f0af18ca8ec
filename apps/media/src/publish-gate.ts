import type { NmsSession } from 'node-media-server';
import { maskStreamKey, type Log } from './log';

export type PublishGateOptions = {
  app: string;
  reconnectGraceMs: number;
  /** A publisher that sends nothing for this long is taken for dead and disconnected. */
  stallTimeoutMs: number;
  isStreamKeyValid(key: string): Promise<boolean>;
  onPublish(key: string): void | Promise<void>;
  onUnpublish(key: string): void | Promise<void>;
  log: Log;
};

/**
 * Decides who may publish, and turns node-media-server's publish events into one onPublish and
 * one onUnpublish per live stream, called in that order.
 *
 * A publisher's socket is paused from prePublish until its key is checked, so nothing it sends is
 * read (or relayed to players) before that. A refused publisher's socket is destroyed.
 */
export function createPublishGate(options: PublishGateOptions) {
  const { app, reconnectGraceMs, stallTimeoutMs, log } = options;
  /** Live streams: stream path -> key. */
  const live = new Map<string, string>();
  /** The accepted publisher of each stream path, with the bytes it had sent at the last stall check. */
  const publishers = new Map<string, { session: NmsSession; inBytes: number; quietSince: number }>();
  /** Per stream path, the callback still running, so unpublish never overtakes publish. */
  const pending = new Map<string, Promise<void>>();
  let ended = false;

  function announce(path: string, event: 'publish' | 'unpublish', key: string) {
    const callback = event === 'publish' ? options.onPublish : options.onUnpublish;
    const next = (pending.get(path) ?? Promise.resolve())
      .then(() => callback(key))
      .catch((error: unknown) =>
        log('error', `${event} callback failed for ${maskStreamKey(key)}: ${describe(error)}`),
      );
    pending.set(path, next);
    void next.then(() => {
      if (pending.get(path) === next) pending.delete(path);
    });
  }

  function refuse(session: NmsSession, reason: string) {
    log('warn', `refused publish to ${session.streamApp}/${maskStreamKey(session.streamName)}: ${reason}`);
    if (session.socket) session.socket.destroy();
    else session.close();
  }

  async function isValid(key: string): Promise<boolean> {
    try {
      return (await options.isStreamKeyValid(key)) === true;
    } catch (error) {
      log('error', `stream key check failed for ${maskStreamKey(key)}: ${describe(error)}`);
      return false;
    }
  }

  function onPrePublish(session: NmsSession) {
    const socket = session.socket;
    if (session.protocol !== 'rtmp' || !socket) return refuse(session, 'only RTMP ingest is accepted');
    if (session.streamApp !== app) return refuse(session, `unknown application "${session.streamApp}"`);
    socket.pause();
    if (session.broadcast) session.broadcast.publishGraceMs = reconnectGraceMs;
    const key = session.streamName;
    void isValid(key).then((valid) => {
      if (ended || socket.destroyed) return;
      if (!valid) return refuse(session, 'unknown stream key');
      // node-media-server already turned it down (the path has another publisher).
      if (session.broadcast?.publisher !== session) return refuse(session, 'the stream already has a publisher');
      socket.resume();
      publishers.set(session.streamPath, { session, inBytes: session.inBytes, quietSince: Date.now() });
      endsWithoutGraceOnDeleteStream(session);
      // Already live: the same encoder came back within the reconnect grace.
      if (live.has(session.streamPath)) return;
      live.set(session.streamPath, key);
      announce(session.streamPath, 'publish', key);
    });
  }

  /**
   * An encoder that ends its stream on purpose (RTMP deleteStream: OBS "Stop Streaming", ffmpeg at
   * its end) will not reconnect, so its stream ends when it disconnects, without the grace.
   */
  function endsWithoutGraceOnDeleteStream(session: NmsSession) {
    const rtmp = session.rtmp;
    if (!rtmp) return;
    const original = rtmp.onDeleteStream.bind(rtmp);
    rtmp.onDeleteStream = (message) => {
      if (session.broadcast) session.broadcast.publishGraceMs = 0;
      original(message);
    };
  }

  /** Disconnects the publisher of this key now, and ends its stream without the grace (a revoked key). */
  function drop(key: string): boolean {
    for (const [path, publisher] of publishers) {
      if (live.get(path) !== key) continue;
      if (publisher.session.broadcast) publisher.session.broadcast.publishGraceMs = 0;
      publisher.session.socket?.destroy();
      return true;
    }
    return false;
  }

  /** A publisher silent for stallTimeoutMs (a dead network path: no FIN ever comes) is disconnected. */
  function checkStalls(now = Date.now()) {
    for (const [path, publisher] of publishers) {
      const { session } = publisher;
      if (session.socket?.destroyed) {
        publishers.delete(path);
        continue;
      }
      if (session.inBytes !== publisher.inBytes) {
        publisher.inBytes = session.inBytes;
        publisher.quietSince = now;
      } else if (now - publisher.quietSince >= stallTimeoutMs) {
        log(
          'warn',
          `publisher of ${session.streamApp}/${maskStreamKey(session.streamName)} silent for ${now - publisher.quietSince} ms: disconnected`,
        );
        publishers.delete(path);
        session.socket?.destroy();
      }
    }
  }

  /** node-media-server's donePublish: the publisher left and its reconnect grace ran out. */
  function onDonePublish(session: NmsSession) {
    const key = live.get(session.streamPath);
    if (key === undefined) return;
    live.delete(session.streamPath);
    if (publishers.get(session.streamPath)?.session === session) publishers.delete(session.streamPath);
    announce(session.streamPath, 'unpublish', key);
  }

  /** The server is stopping: every live stream ends now. */
  async function endAll() {
    ended = true;
    for (const [path, key] of live) announce(path, 'unpublish', key);
    live.clear();
    publishers.clear();
    await Promise.all(pending.values());
  }

  return { onPrePublish, onDonePublish, endAll, drop, checkStalls };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
