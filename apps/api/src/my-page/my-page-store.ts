import { and, count, eq, ne, sql } from 'drizzle-orm';
import { channels, follows, members, memberSettings, type Database } from '@onair/db';
import { VALIDATION_MESSAGES, type MyProfile, type MySetting } from '@onair/contracts';
import { fieldError } from '../auth/auth-errors';
import { channelOwner, ofBrand } from '../repositories/channels';

const DEFAULT_SETTING: MySetting = { allowMessages: true, notifyLive: true };
const PG_UNIQUE_VIOLATION = '23505';

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
      const { createdAt, ...rest } = row;
      return { ...rest, followingCount: following?.value ?? 0, joinedAt: createdAt.toISOString() };
    },

    /**
     * A new nickname, free in any case as at signup: the same advisory lock on the lower-cased
     * nickname as signup takes keeps a signup and a rename from both claiming it.
     */
    async rename(memberId: number, brand: string, nickname: string): Promise<void> {
      try {
        await db.transaction(async (tx) => {
          await tx.execute(
            sql`select pg_advisory_xact_lock(hashtext(${`nickname:${brand}:${nickname.toLowerCase()}`}))`,
          );
          const taken = await tx
            .select({ id: members.memberId })
            .from(members)
            .where(
              and(
                eq(members.brand, brand),
                sql`lower(${members.nickname}) = lower(${nickname})`,
                ne(members.memberId, memberId),
              ),
            )
            .limit(1);
          if (taken.length > 0) throw fieldError(409, 'nickname', VALIDATION_MESSAGES.nicknameTaken);
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
function uniqueViolation(error: unknown): boolean {
  for (
    let current = error as { code?: unknown; cause?: unknown } | undefined;
    current;
    current = current.cause as typeof current
  ) {
    if (current.code === PG_UNIQUE_VIOLATION) return true;
  }
  return false;
}
