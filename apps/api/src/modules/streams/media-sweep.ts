import type { FastifyBaseLogger } from 'fastify';
import type { BroadcastStore } from './broadcast-store';

/** The media app beats every 2 s; a node silent this long is taken for dead. */
export const MEDIA_NODE_TIMEOUT_MS = 10_000;
const SWEEP_INTERVAL_MS = 3_000;

/**
 * Ends the broadcasts of media nodes that stopped beating (a crash, a lost machine), so their
 * channels go offline. Every API node runs it; the updates are idempotent.
 */
export function startMediaSweep(
  broadcasts: BroadcastStore,
  log: FastifyBaseLogger,
  { intervalMs = SWEEP_INTERVAL_MS, timeoutMs = MEDIA_NODE_TIMEOUT_MS } = {},
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    broadcasts
      .sweep(timeoutMs)
      .then((ended) => {
        if (ended > 0) log.warn({ ended }, 'media node lost: its broadcasts ended');
      })
      .catch((error: unknown) => log.error({ err: error }, 'media sweep failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
