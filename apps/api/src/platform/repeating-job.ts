/**
 * Runs job every intervalMs until the returned stop is called. A run still going is not doubled,
 * and stop waits for it, so the database is not closed under it. The timer does not keep the
 * process alive.
 */
export function startRepeatingJob(job: () => Promise<unknown>, intervalMs: number): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = job().finally(() => {
      running = null;
    });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
