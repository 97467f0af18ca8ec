import pino from 'pino';
import nmsLogger, { type NmsLogLevel } from 'node-media-server/src/core/logger.js';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
export type LogEntryLevel = Exclude<LogLevel, 'silent'>;
/** A line at a level, with fields beside the message (a request id, a channel) as the API's pino lines have. */
export type Log = (level: LogEntryLevel, message: string, fields?: Record<string, unknown>) => void;

/**
 * Pino JSON lines on stdout, like the API's: {level, time, app: 'media', node, msg, ...fields},
 * at or above the threshold. `onError` sees every error line (the Sentry report, error-reports.ts).
 */
export function jsonLog(
  threshold: LogLevel = 'info',
  { node, onError }: { node?: string; onError?: (message: string, fields: Record<string, unknown>) => void } = {},
): Log {
  const logger = pino({ level: threshold, base: { app: 'media', ...(node ? { node } : {}) } });
  return (level, message, fields = {}) => {
    logger[level](fields, message);
    if (level === 'error') onError?.(message, fields);
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
