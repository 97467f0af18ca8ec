import type { NmsSession } from 'node-media-server';
import { maskStreamKey, type Log } from './log';

export type PublishGateOptions = {
  app: string;
  reconnectGraceMs: number;
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
  const { app, reconnectGraceMs, log } = options;
  /** Live streams: stream path -> key. */
  const live = new Map<string, string>();
  /** Per stream path, the callback still running, so unpublish never overtakes publish. */
  const pending = new Map<string, Promise<void>>();
  let ended = false;

  function announce(path: string, event: 'publish' | 'unpublish', key: string) {
    const callback = event === 'publish' ? options.onPublish : options.onUnpublish;
    const next = (pending.get(path) ?? Promise.resolve())
      .then(() => callback(key))
      .catch((error: unknown) => log('error', `${event} callback failed for ${maskStreamKey(key)}: ${describe(error)}`));
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
      // Already live: the same encoder came back within the reconnect grace.
      if (live.has(session.streamPath)) return;
      live.set(session.streamPath, key);
      announce(session.streamPath, 'publish', key);
    });
  }

  /** node-media-server's donePublish: the publisher left and its reconnect grace ran out. */
  function onDonePublish(session: NmsSession) {
    const key = live.get(session.streamPath);
    if (key === undefined) return;
    live.delete(session.streamPath);
    announce(session.streamPath, 'unpublish', key);
  }

  /** The server is stopping: every live stream ends now. */
  async function endAll() {
    ended = true;
    for (const [path, key] of live) announce(path, 'unpublish', key);
    live.clear();
    await Promise.all(pending.values());
  }

  return { onPrePublish, onDonePublish, endAll };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
