/** refreshed: retry the request; sessionEnded: refresh answered msg ERROR or 401; failed: anything else. */
export type RefreshOutcome = 'refreshed' | 'sessionEnded' | 'failed';

export type SessionRefresher<Context> = {
  /** Successful refreshes so far; a request notes it before it is sent. */
  readonly generation: number;
  /**
   * Refreshes the access token for a request that got a 401 having been sent at `sentAtGeneration`.
   * All callers share one refresh in flight. A request sent before a refresh that has since
   * succeeded only needs a retry: refreshing again would rotate the new refresh token for nothing.
   * The context of the caller that starts a refresh is the one the refresh runs with.
   */
  refreshAfter(sentAtGeneration: number, context: Context): Promise<RefreshOutcome>;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One refresh at a time per store (per tab), after the SPEC's short delay. */
export function createSessionRefresher<Context>(
  refresh: (context: Context) => Promise<RefreshOutcome>,
  delayMs: number,
): SessionRefresher<Context> {
  let generation = 0;
  let inFlight: Promise<RefreshOutcome> | null = null;
  const run = async (context: Context) => {
    await wait(delayMs);
    const outcome = await refresh(context);
    if (outcome === 'refreshed') generation += 1;
    return outcome;
  };
  return {
    get generation() {
      return generation;
    },
    refreshAfter(sentAtGeneration, context) {
      if (generation > sentAtGeneration) return Promise.resolve('refreshed');
      inFlight ??= run(context).finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}
