/** A ChatRoomConnection's waits shortened for tests against the fake server: the same order of events, in milliseconds. */
export const FAST_TIMING = {
  ackTimeoutMs: 300,
  gapWaitMs: 100,
  retryWaitMs: 50,
  authRetryDelayMs: 20,
  reconnectDelayMs: 50,
  reconnectDelayMaxMs: 200,
  rateLimitedMs: 400,
};
