// What run.ts and the swarm child (swarm.ts) say to each other over IPC.

/** One server the swarm connects to: how many sockets, and the tokens of those that send. */
export type SwarmTarget = { port: number; sockets: number; senderTokens: string[] };

export type SwarmCommand =
  | { type: 'connect'; room: string; targets: SwarmTarget[]; sampleEvery: number; concurrency: number }
  | { type: 'load'; room: string; rate: number; warmupMs: number; measureMs: number; drainMs: number }
  | { type: 'close' };

export type ConnectReport = { type: 'connected'; sockets: number; senders: number; failed: number; firstError: string | null; ms: number };

export type LoadReport = {
  type: 'loaded';
  /** Lines sent in the whole run (warm-up, window), and how their acks came back. */
  sent: number;
  acked: number;
  refused: number;
  firstRefusal: string | null;
  unanswered: number;
  /** Lines delivered to all sockets inside the measuring window, per second. */
  deliveredPerSecond: number;
  /** Lines sent inside the window, per second (the offered rate as it really went out). */
  sentPerSecond: number;
  /** Delivery latency (receipt minus the sender's clock) of lines received inside the window, ms. */
  p50: number;
  p99: number;
  max: number;
  samples: number;
  /** The part after the server stored the line (its `at`): the tick, the writes, the swarm's reading. */
  afterStoreP50: number;
  afterStoreP99: number;
  /** Frames carrying `message` per line delivered: 1 for one packet per line, less when batched. */
  framesPerLine: number;
  /** After the drain: lines delivered over lines not refused times sockets (1 when none was lost). */
  deliveredShare: number;
  /** Sampled sockets that saw a seq twice or out of order. */
  outOfOrder: number;
  /** The swarm's own CPU in the window (share of one core) and its event-loop delay p99: is the load generator the limit? */
  swarmCpu: number;
  swarmLagP99: number;
};

export type SwarmReport = ConnectReport | LoadReport | { type: 'closed' } | { type: 'error'; message: string };
