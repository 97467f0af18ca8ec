import nmsLogger, { type NmsLogLevel } from 'node-media-server/src/core/logger.js';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
export type LogEntryLevel = Exclude<LogLevel, 'silent'>;
export type Log = (level: LogEntryLevel, message: string) => void;

const RANK: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 };

/** Lines at or above the threshold go to the console, prefixed with [media]. */
export function consoleLog(threshold: LogLevel = 'info'): Log {
  return (level, message) => {
    if (RANK[level] < RANK[threshold]) return;
    const line = `[media] ${message}`;
    if (level === 'error') console.error(line);
    else if (level === 'warn') console.warn(line);
    else console.log(line);
  };
}

// node-media-server logs every session open and close (stream keys included) at info; that is
// debug detail for us, so its info and below are lowered one step.
const FROM_NMS: Record<NmsLogLevel, LogEntryLevel> = {
  trace: 'debug',
  debug: 'debug',
  info: 'debug',
  warn: 'warn',
  error: 'error',
};

/**
 * node-media-server writes through one process-wide logger whose level its constructor forces to
 * debug. Route it into our log instead; the returned function puts the original back.
 */
export function routeNmsLogs(log: Log): () => void {
  const original = Object.getOwnPropertyDescriptor(nmsLogger, 'log');
  nmsLogger.log = (message, level = 'info') => log(FROM_NMS[level] ?? 'debug', `nms: ${message}`);
  return () => {
    if (original) Object.defineProperty(nmsLogger, 'log', original);
    else delete (nmsLogger as { log?: unknown }).log;
  };
}

/** Stream keys are secrets: logs show the first four characters only. */
export function maskStreamKey(key: string): string {
  return key.length <= 4 ? '****' : `${key.slice(0, 4)}…`;
}
