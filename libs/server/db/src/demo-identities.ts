import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from './database';
import { DEMO_STREAMERS } from './demo-streamers';
import { members } from './schema/index';

/** identity_status approved (IDENTITY_STATUS in @onair/contracts, which the db library does not import). */
const APPROVED = 2;

/**
 * The demo streamers are identity-verified under their name on file, so a payout account in that
 * name can be registered and withdrawn to (docs/money.md, "Payout account"). Runs at every start, so
 * databases seeded before the rule get it too; members already verified are left as they are.
 */
export async function verifyDemoStreamers(db: Database): Promise<void> {
  for (const brand of new Set(DEMO_STREAMERS.map((streamer) => streamer.brand ?? 'onair'))) {
    const loginIds = DEMO_STREAMERS.filter((streamer) => (streamer.brand ?? 'onair') === brand).map((streamer) => streamer.loginId);
    await db
      .update(members)
      .set({ identityStatus: APPROVED, verifiedName: sql`coalesce(${members.name}, ${members.nickname})` })
      .where(and(eq(members.brand, brand), inArray(members.loginId, loginIds), ne(members.identityStatus, APPROVED)));
  }
}
