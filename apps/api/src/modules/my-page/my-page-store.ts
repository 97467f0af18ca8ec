import { and, count, eq } from 'drizzle-orm';
import { channels, follows, members, memberSettings, type Database } from '@onair/db';
import { VALIDATION_MESSAGES, type MyProfile, type MySetting } from '@onair/contracts';
import { fieldError } from '../../platform/sessions/auth-errors';
import { claimNickname } from '../auth/index';
import { uniqueViolation } from '../../platform/unique-violation';
import { channelOwner, ofBrand } from '../directory/index';

const DEFAULT_SETTING: MySetting = { allowMessages: true, notifyLive: true };

export function myPageStore(db: Database) {
  return {
    async setting(memberId: number): Promise<MySetting> {
      const [row] = await db
        .select({ allowMessages: memberSettings.allowMessages, notifyLive: memberSettings.notifyLive })
        .from(memberSettings)
        .where(eq(memberSettings.memberId, memberId));
      return row ?? DEFAULT_SETTING;
    },

    /** Saves only what was given; the first save starts from the defaults. */
    async updateSetting(memberId: number, change: Partial<MySetting>): Promise<MySetting> {
      const given = Object.fromEntries(
        Object.entries(change).filter(([, value]) => value !== undefined),
      ) as Partial<MySetting>;
      const now = new Date();
      const [row] = await db
        .insert(memberSettings)
        .values({ memberId, ...DEFAULT_SETTING, ...given, updatedAt: now })
        .onConflictDoUpdate({ target: memberSettings.memberId, set: { ...given, updatedAt: now } })
        .returning({ allowMessages: memberSettings.allowMessages, notifyLive: memberSettings.notifyLive });
      if (!row) throw new Error('setting not saved');
      return row;
    },

    /** The member's profile; followingCount counts the follows /api/my/follows lists: the brand's channels. */
    async profile(memberId: number, brand: string): Promise<MyProfile> {
      const [row] = await db
        .select({
          memberId: members.memberId,
          loginId: members.loginId,
          nickname: members.nickname,
          channelId: channels.channelId,
          channelName: channels.name,
          createdAt: members.createdAt,
          passwordHash: members.passwordHash,
        })
        .from(members)
        .leftJoin(channels, eq(channels.ownerMemberId, members.memberId))
        .where(eq(members.memberId, memberId));
      if (!row) throw new Error(`member ${memberId} vanished`);
      const [following] = await db
        .select({ value: count() })
        .from(follows)
        .innerJoin(channels, eq(channels.channelId, follows.channelId))
        .innerJoin(members, channelOwner)
        .where(and(eq(follows.memberId, memberId), ofBrand(brand)));
      const { createdAt, passwordHash, ...rest } = row;
      return {
        ...rest,
        followingCount: following?.value ?? 0,
        joinedAt: createdAt.toISOString(),
        hasPassword: passwordHash !== null,
      };
    },

    /** A new nickname, claimed as at signup (`claimNickname`), so a signup and a rename cannot both take it. */
    async rename(memberId: number, brand: string, nickname: string): Promise<void> {
      try {
        await db.transaction(async (tx) => {
          await claimNickname(tx, { brand, nickname, memberId });
          await tx.update(members).set({ nickname }).where(eq(members.memberId, memberId));
        });
      } catch (error) {
        if (uniqueViolation(error)) throw fieldError(409, 'nickname', VALIDATION_MESSAGES.nicknameTaken);
        throw error;
      }
    },
  };
}

/** The driver may wrap the database error: look through its causes. */
