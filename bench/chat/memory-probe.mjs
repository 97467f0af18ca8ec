// Preloaded into a server under test (node --expose-gc --import bench/chat/memory-probe.mjs): on
// SIGUSR2 it collects garbage and writes process.memoryUsage() to BENCH_MEMORY_FILE, so memory per
// socket is read without the garbage a burst of handshakes leaves behind.
import { writeFileSync } from 'node:fs';

process.on('SIGUSR2', () => {
  globalThis.gc?.();
  globalThis.gc?.();
  writeFileSync(process.env.BENCH_MEMORY_FILE, JSON.stringify(process.memoryUsage()));
});
