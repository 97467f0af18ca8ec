import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { members, refreshTokens, type Database } from '@onair/db';
import { blockedNow } from '../../platform/sessions/member-restrictions';
import { SESSION_LIFETIMES } from '../../platform/sessions/session-lifetimes';
import { randomToken, sha256Hex } from '../../platform/secrets';

/** A refresh token as handed to the browser, with when it stops working. */
export type IssuedRefreshToken = { token: string; memberId: number; keep: boolean; expiresAt: Date };

export type Rotation =
  | ({ outcome: 'rotated' } & IssuedRefreshToken)
  /** Unknown, expired or revoked, or the member may no longer sign in. */
  | { outcome: 'invalid' }
  /** A used token came back after the grace window: presumed stolen, its family is now revoked. */
  | { outcome: 'reused' };

type Executor = Pick<Database, 'insert' | 'update' | 'select'>;

const seconds = (value: number) => value * 1000;

function lifetimeOf(keep: boolean) {
  return keep ? SESSION_LIFETIMES.keepRefreshSeconds : SESSION_LIFETIMES.sessionRefreshSeconds;
}

type Family = { familyId: string; memberId: number; keep: boolean; familyExpiresAt: Date };

async function insertToken(db: Executor, { familyId, memberId, keep, familyExpiresAt }: Family, now: Date) {
  const token = randomToken();
  const sliding = new Date(now.getTime() + seconds(lifetimeOf(keep)));
  const expiresAt = sliding < familyExpiresAt ? sliding : familyExpiresAt;
  await db.insert(refreshTokens).values({ familyId, memberId, keep, familyExpiresAt, tokenHash: sha256Hex(token), createdAt: now, expiresAt });
  return { token, memberId, keep, expiresAt };
}

/**
 * Refresh tokens in families: a sign-in starts one, each refresh marks the presented token used and
 * adds its successor. Only hashes are stored.
 */
export function refreshTokenStore(db: Database) {
  return {
    startFamily(memberId: number, keep: boolean, now = new Date()): Promise<IssuedRefreshToken> {
      const familyExpiresAt = new Date(now.getTime() + seconds(SESSION_LIFETIMES.familyMaxSeconds));
      return insertToken(db, { familyId: randomUUID(), memberId, keep, familyExpiresAt }, now);
    },

    /**
     * Trades a token for its successor. The row is locked for the transaction, so two refreshes with
     * the same token run one after the other: the second sees the first one's usedAt and, inside the
     * grace window, gets a successor of its own instead of a revoked session.
     */
    rotate(presented: string, now = new Date()): Promise<Rotation> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            id: refreshTokens.id,
            familyId: refreshTokens.familyId,
            memberId: refreshTokens.memberId,
            keep: refreshTokens.keep,
            expiresAt: refreshTokens.expiresAt,
            familyExpiresAt: refreshTokens.familyExpiresAt,
            usedAt: refreshTokens.usedAt,
            revokedAt: refreshTokens.revokedAt,
          })
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, sha256Hex(presented)))
          .for('update');
        if (!row || row.revokedAt || row.expiresAt <= now || row.familyExpiresAt <= now) return { outcome: 'invalid' };

        if (row.usedAt && now.getTime() - row.usedAt.getTime() > seconds(SESSION_LIFETIMES.reuseGraceSeconds)) {
          await revokeFamily(tx, row.familyId, now);
          return { outcome: 'reused' };
        }

        const [member] = await tx
          .select({ blocked: blockedNow, withdrawnAt: members.withdrawnAt })
          .from(members)
          .where(eq(members.memberId, row.memberId));
        if (!member || member.blocked || member.withdrawnAt) {
          await revokeFamily(tx, row.familyId, now);
          return { outcome: 'invalid' };
        }

        if (!row.usedAt) await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.id));
        const successor = await insertToken(tx, row, now);
        return { outcome: 'rotated', ...successor };
      });
    },

    /** Signs one browser out: every token of the presented token's family stops working. */
    async revokeFamilyOf(presented: string, now = new Date()): Promise<void> {
      const [row] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256Hex(presented)));
      if (row) await revokeFamily(db, row.familyId, now);
    },

    async revokeAllOf(memberId: number, now = new Date()): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.memberId, memberId), isNull(refreshTokens.revokedAt)));
    },
  };
}

export type RefreshTokenStore = ReturnType<typeof refreshTokenStore>;

async function revokeFamily(db: Executor, familyId: string, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}
