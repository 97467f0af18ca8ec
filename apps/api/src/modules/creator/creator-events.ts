import { EventEmitter } from 'node:events';
import type { CreatorEvent } from '@onair/contracts';

/**
 * Test alerts fired from the studio, to this node's open overlay pages. Real gifts and
 * subscriptions reach every node's overlays from the database (overlay-stream.ts polls it), so
 * only these samples, which are stored nowhere, travel in memory.
 */
export function createTestAlertBus() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (channelId: number, event: CreatorEvent) => emitter.emit(String(channelId), event),
    subscribe(channelId: number, listener: (event: CreatorEvent) => void) {
      emitter.on(String(channelId), listener);
      return () => emitter.off(String(channelId), listener);
    },
  };
}
export type TestAlertBus = ReturnType<typeof createTestAlertBus>;
