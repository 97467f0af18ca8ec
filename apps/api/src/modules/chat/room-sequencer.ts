import type { WireMessage } from './chat-protocol';
import type { AppendResult, ChatStore, MessageDraft } from './chat-store';

type Pending = { draft: MessageDraft; resolve(result: AppendResult): void; reject(error: unknown): void };

/**
 * One queue per room on this node. While a room's transaction runs, new messages wait and go
 * together in the next one (one lock, one insert for up to batchSize of them), so a busy room
 * costs a transaction per batch rather than per line. Batches of a room run one after another
 * and each is published before the next starts: this node delivers its messages in seq order.
 */
export function createRoomSequencer(store: ChatStore, publish: (messages: WireMessage[]) => void, batchSize: number) {
  const queues = new Map<number, Pending[]>();
  const running = new Map<number, Promise<void>>();

  async function drain(channelId: number) {
    const queue = queues.get(channelId);
    while (queue && queue.length > 0) {
      const batch = queue.splice(0, batchSize);
      try {
        const { results, created } = await store.append(
          channelId,
          batch.map((pending) => pending.draft),
        );
        if (created.length > 0) publish(created);
        batch.forEach((pending, index) => pending.resolve(results[index] as AppendResult));
      } catch (error) {
        for (const pending of batch) pending.reject(error);
      }
    }
    queues.delete(channelId);
    running.delete(channelId);
  }

  return {
    /** Stores the draft (after the room's earlier ones) and publishes it; resolves with its seq. */
    append(channelId: number, draft: MessageDraft): Promise<AppendResult> {
      return new Promise<AppendResult>((resolve, reject) => {
        const queue = queues.get(channelId) ?? [];
        queues.set(channelId, queue);
        queue.push({ draft, resolve, reject });
        if (!running.has(channelId)) running.set(channelId, drain(channelId));
      });
    },
    /** Waits for every queued message to be stored, before the database closes. */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.all([...running.values()]);
    },
  };
}

export type RoomSequencer = ReturnType<typeof createRoomSequencer>;
