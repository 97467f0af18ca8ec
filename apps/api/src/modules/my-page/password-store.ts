import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { members, refreshTokens, type Database } from '@onair/db';
import { blockedNow } from '../../platform/sessions/member-restrictions';
import { sha256Hex } from '../../platform/secrets';

/** The stored password and what decides its rule (domestic 15, foreign 40 characters). */
export type PasswordOwner = {
  loginId: string;
  passwordHash: string | null;
  foreigner: boolean;
  blocked: boolean;
  withdrawnAt: Date | null;
};

export function passwordStore(db: Database) {
  return {
    async ownerOf(memberId: number): Promise<PasswordOwner | null> {
      const [row] = await db
        .select({
          loginId: members.loginId,
          passwordHash: members.passwordHash,
          foreigner: members.foreigner,
          blocked: blockedNow,
          withdrawnAt: members.withdrawnAt,
        })
        .from(members)
        .where(eq(members.memberId, memberId));
      return row ?? null;
    },

    /**
     * Swaps the hash only if it is still the one the current password was checked against (null: a
     * first password, only while there is still none), so two changes racing with the same current
     * password cannot both win; moves the session version on in the same statement (every access
     * token handed out before stops moving money and sending messages; this browser's refreshes once);
     * then ends every refresh family of the member except the one of keepToken (this browser's).
     * False when the hash had changed.
     */
    replace(
      memberId: number,
      checkedHash: string | null,
      newHash: string,
      keepToken: string | undefined,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(members)
          .set({ passwordHash: newHash, sessionVersion: sql`${members.sessionVersion} + 1` })
          .where(
            and(
              eq(members.memberId, memberId),
              checkedHash === null ? isNull(members.passwordHash) : eq(members.passwordHash, checkedHash),
            ),
          )
          .returning({ memberId: members.memberId });
        if (changed.length === 0) return false;

        const [current] = keepToken
          ? await tx
              .select({ familyId: refreshTokens.familyId })
              .from(refreshTokens)
              .where(and(eq(refreshTokens.tokenHash, sha256Hex(keepToken)), eq(refreshTokens.memberId, memberId)))
          : [];
        await tx
          .update(refreshTokens)
          .set({ revokedAt: new Date() })
          .where(
            and(
              eq(refreshTokens.memberId, memberId),
              isNull(refreshTokens.revokedAt),
              current ? ne(refreshTokens.familyId, current.familyId) : undefined,
            ),
          );
        return true;
      });
    },
  };
}
