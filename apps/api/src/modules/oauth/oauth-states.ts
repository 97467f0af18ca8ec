import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { SnsProvider } from '@onair/contracts';
import { oauthStates, type Database } from '@onair/db';
import { randomToken, sha256Hex } from '../../platform/secrets';

/** A sign-in begun and not finished within this long must start over. */
export const STATE_TTL_MS = 10 * 60_000;

export type StartedFlow = { provider: SnsProvider; browserBinding: string; codeVerifier: string | null; callbackUrl: string };

/** What the callback needs back from a state it may use. */
export type ConsumedState = { codeVerifier: string | null; callbackUrl: string };

export function oauthStateStore(db: Database) {
  return {
    /** Stores a new single-use state (hashed, as is the browser binding) and answers the state itself. */
    async create(flow: StartedFlow, now = new Date()): Promise<string> {
      const state = randomToken();
      // Finished or abandoned flows are of no further use; the table stays as small as the traffic of ten minutes.
      await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
      await db.insert(oauthStates).values({
        stateHash: sha256Hex(state),
        provider: flow.provider,
        browserBindingHash: sha256Hex(flow.browserBinding),
        codeVerifier: flow.codeVerifier,
        callbackUrl: flow.callbackUrl,
        expiresAt: new Date(now.getTime() + STATE_TTL_MS),
      });
      return state;
    },

    /**
     * Uses the state up, in one statement, so two callbacks racing with the same state cannot both
     * win. Nothing comes back unless it is unused, unexpired, for this provider and this browser.
     */
    async consume(state: string, provider: SnsProvider, browserBinding: string, now = new Date()): Promise<ConsumedState | null> {
      const [row] = await db
        .update(oauthStates)
        .set({ usedAt: now })
        .where(
          and(
            eq(oauthStates.stateHash, sha256Hex(state)),
            isNull(oauthStates.usedAt),
            gt(oauthStates.expiresAt, now),
            eq(oauthStates.provider, provider),
            eq(oauthStates.browserBindingHash, sha256Hex(browserBinding)),
          ),
        )
        .returning({ codeVerifier: oauthStates.codeVerifier, callbackUrl: oauthStates.callbackUrl });
      return row ?? null;
    },
  };
}

export type OAuthStateStore = ReturnType<typeof oauthStateStore>;
