import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from './database';
import { DEMO_STREAMERS } from './demo-streamers';
import { categories, channels, members } from './schema/index';

/**
 * Every demo channel in a category with a few tags, so `npm start` shows a populated browse page.
 * Runs at every start, so databases seeded before discovery get them too; a channel whose streamer
 * has since set a category or tags is left as it is.
 */
export async function categorizeDemoChannels(db: Database): Promise<void> {
  const slugs = [...new Set(DEMO_STREAMERS.map((streamer) => streamer.channel.category))];
  const known = await db
    .select({ categoryId: categories.categoryId, slug: categories.slug })
    .from(categories)
    .where(inArray(categories.slug, slugs));
  const idOf = new Map(known.map((row) => [row.slug, row.categoryId]));
  for (const streamer of DEMO_STREAMERS) {
    const categoryId = idOf.get(streamer.channel.category);
    if (categoryId === undefined) continue;
    const owner = db
      .select({ memberId: members.memberId })
      .from(members)
      .where(and(eq(members.brand, streamer.brand ?? 'onair'), eq(members.loginId, streamer.loginId)));
    await db
      .update(channels)
      .set({ categoryId, tags: [...streamer.channel.tags] })
      .where(
        and(
          inArray(channels.ownerMemberId, owner),
          isNull(channels.categoryId),
          sql`cardinality(${channels.tags}) = 0`,
        ),
      );
  }
}
