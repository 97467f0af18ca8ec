// The load generator, a child process of run.ts so it never shares the server's event loop: it
// connects the room's sockets (visitors that read, members that send), sends lines at the asked
// rate round-robin over the senders, and measures what arrives. Commands and reports: swarm-protocol.ts.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { LeanSocket } from './lean-socket';
import { quantile } from './stats';
import type { ConnectReport, LoadReport, SwarmCommand, SwarmReport, SwarmTarget } from './swarm-protocol';

// A chat line of ordinary length; the sender's clock leads it, so a receiver can time it.
const FILLER = '안녕하세요 오늘 방송 정말 재밌네요 ㅋㅋ';
const ACK_TIMEOUT_MS = 30_000;

const sockets: LeanSocket[] = [];
const senders: LeanSocket[] = [];
// The measuring window, filled by sampled sockets while it is open.
let measuring: { from: number; to: number; latencies: number[]; afterStore: number[] } | null = null;
let outOfOrder = 0;

const report = (message: SwarmReport) => process.send?.(message);

function sampledHandler() {
  let lastSeq = 0;
  return (lines: unknown[]) => {
    const now = Date.now();
    for (const line of lines as { seq: number; text: string; at: string }[]) {
      if (line.seq <= lastSeq) outOfOrder += 1;
      lastSeq = line.seq;
      if (measuring && now >= measuring.from && now < measuring.to) {
        measuring.latencies.push(now - Number(line.text.slice(0, line.text.indexOf(' '))));
        measuring.afterStore.push(now - Date.parse(line.at));
      }
    }
  };
}

async function connectAll(command: Extract<SwarmCommand, { type: 'connect' }>): Promise<ConnectReport> {
  const started = Date.now();
  let failed = 0;
  let firstError: string | null = null;
  const plan: { port: number; token: string }[] = [];
  for (const target of command.targets) plan.push(...planOf(target));
  let next = 0;
  // A few handshakes at a time: ten thousand at once would measure the accept queue, not the chat.
  const worker = async () => {
    while (next < plan.length) {
      const index = next++;
      const { port, token } = plan[index] as { port: number; token: string };
      const sampled = index % command.sampleEvery === 0;
      const socket = new LeanSocket({ port, auth: { token, type: '', ticket: '', retry: 0 }, sampled, ...(sampled ? { onLines: sampledHandler() } : {}) });
      try {
        await socket.connect();
        const joined = await socket.request('join', { room: command.room, streamId: command.room, source: 'web' });
        if (joined['ok'] !== true) throw new Error(`join refused: ${JSON.stringify(joined)}`);
        sockets.push(socket);
        if (token) senders.push(socket);
      } catch (error) {
        failed += 1;
        firstError ??= (error as Error).message;
        socket.close();
      }
    }
  };
  await Promise.all(Array.from({ length: command.concurrency }, worker));
  return { type: 'connected', sockets: sockets.length, senders: senders.length, failed, firstError, ms: Date.now() - started };
}

/** A target's sockets: its senders first (members), then visitors. */
function planOf(target: SwarmTarget) {
  return Array.from({ length: target.sockets }, (_, index) => ({ port: target.port, token: target.senderTokens[index] ?? '' }));
}

const delivered = () => sockets.reduce((sum, socket) => sum + socket.lines, 0);
const framesDelivered = () => sockets.reduce((sum, socket) => sum + socket.frames, 0);

async function load(command: Extract<SwarmCommand, { type: 'load' }>): Promise<LoadReport> {
  const lag = monitorEventLoopDelay({ resolution: 10 });
  let sent = 0;
  let acked = 0;
  let refused = 0;
  let unanswered = 0;
  let firstRefusal: string | null = null;
  const before = delivered();
  const start = Date.now();
  const from = start + command.warmupMs;
  const to = from + command.measureMs;
  measuring = { from, to, latencies: [], afterStore: [] };
  let sentAtFrom = 0;
  let sentAtTo = 0;
  let atFrom = { lines: 0, frames: 0, cpu: process.cpuUsage() };
  let atTo = { lines: 0, frames: 0, cpu: process.cpuUsage() };
  const inFlight = new Set<Promise<void>>();

  await new Promise<void>((resolve) => {
    let windowOpen = false;
    const timer = setInterval(() => {
      const now = Date.now();
      if (!windowOpen && now >= from) {
        windowOpen = true;
        sentAtFrom = sent;
        atFrom = { lines: delivered(), frames: framesDelivered(), cpu: process.cpuUsage() };
        lag.enable();
      }
      if (now >= to) {
        clearInterval(timer);
        sentAtTo = sent;
        atTo = { lines: delivered(), frames: framesDelivered(), cpu: process.cpuUsage(atFrom.cpu) };
        lag.disable();
        return resolve();
      }
      const due = Math.floor(((now - start) * command.rate) / 1000);
      while (sent < due && senders.length > 0) {
        const sender = senders[sent % senders.length] as LeanSocket;
        sent += 1;
        const request = sender
          .request('message', { room: command.room, text: `${Date.now()} ${FILLER}`, clientMsgId: `b-${start}-${sent}` }, ACK_TIMEOUT_MS)
          .then(
            (answer) => {
              if (answer['ok'] === true) acked += 1;
              else {
                refused += 1;
                firstRefusal ??= JSON.stringify(answer);
              }
            },
            () => void (unanswered += 1),
          );
        inFlight.add(request);
        void request.finally(() => inFlight.delete(request));
      }
    }, 5);
  });

  // The drain: every line not refused should reach every socket (one whose ack timed out too: it may still have gone out).
  await Promise.all(inFlight);
  const expected = (sent - refused) * sockets.length;
  const drainUntil = Date.now() + command.drainMs;
  while (delivered() - before < expected && Date.now() < drainUntil) await new Promise((resolve) => setTimeout(resolve, 100));
  const { latencies, afterStore } = measuring;
  measuring = null;
  const seconds = command.measureMs / 1000;
  const windowLines = atTo.lines - atFrom.lines;
  return {
    type: 'loaded',
    sent,
    acked,
    refused,
    firstRefusal,
    unanswered,
    deliveredPerSecond: windowLines / seconds,
    sentPerSecond: (sentAtTo - sentAtFrom) / seconds,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    max: quantile(latencies, 1),
    samples: latencies.length,
    afterStoreP50: quantile(afterStore, 0.5),
    afterStoreP99: quantile(afterStore, 0.99),
    framesPerLine: windowLines > 0 ? (atTo.frames - atFrom.frames) / windowLines : 0,
    deliveredShare: expected > 0 ? (delivered() - before) / expected : 0,
    outOfOrder,
    swarmCpu: (atTo.cpu.user + atTo.cpu.system) / 1000 / command.measureMs,
    swarmLagP99: lag.percentile(99) / 1e6,
  };
}

process.on('message', (command: SwarmCommand) => {
  const run = async (): Promise<SwarmReport> => {
    if (command.type === 'connect') return connectAll(command);
    if (command.type === 'load') return load(command);
    for (const socket of sockets) socket.close();
    sockets.length = 0;
    senders.length = 0;
    return { type: 'closed' };
  };
  run().then(report, (error: unknown) => report({ type: 'error', message: (error as Error).stack ?? String(error) }));
});
