export type BatcherOptions = {
  /** Batches in flight at once; items that arrive meanwhile wait and go together in the next one. */
  concurrency: number;
  /** Items in one batch at most. */
  maxBatch: number;
};

type Waiting<In, Out> = { item: In; resolve(out: Out): void; reject(error: unknown): void };

/**
 * Group commit for single items: add(item) resolves with run's answer for it, and items added
 * while `concurrency` batches are in flight go together in the next one. With little load each
 * item runs alone as soon as it comes (one turn of the event loop later, so items that arrived
 * together, e.g. requests read in one go, are not split); under load a batch holds what arrived
 * during the last one, so the cost per item falls as the load rises.
 *
 * run answers one result per item, in order. When a batch of several fails, its items run again
 * one by one, so an error belongs to the item that causes it and the others still succeed; run
 * must therefore leave nothing behind when it throws (one statement, rolled back whole, does).
 */
export function createBatcher<In, Out>(run: (items: In[]) => Promise<Out[]>, { concurrency, maxBatch }: BatcherOptions): (item: In) => Promise<Out> {
  const queue: Array<Waiting<In, Out>> = [];
  let inFlight = 0;
  let scheduled = false;

  const schedule = () => {
    if (scheduled || queue.length === 0 || inFlight >= concurrency) return;
    scheduled = true;
    setImmediate(start);
  };

  function start() {
    scheduled = false;
    while (queue.length > 0 && inFlight < concurrency) {
      const batch = queue.splice(0, maxBatch);
      inFlight++;
      void runBatch(batch).finally(() => {
        inFlight--;
        schedule();
      });
    }
  }

  async function runBatch(batch: Array<Waiting<In, Out>>) {
    try {
      const outs = await run(batch.map((waiting) => waiting.item));
      if (outs.length !== batch.length) throw new Error(`a batch of ${batch.length} answered ${outs.length}`);
      batch.forEach((waiting, index) => waiting.resolve(outs[index] as Out));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      await Promise.all(batch.map((waiting) => runBatch([waiting])));
    }
  }

  return (item) =>
    new Promise<Out>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      schedule();
    });
}
