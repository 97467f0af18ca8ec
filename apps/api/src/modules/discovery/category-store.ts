import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Category } from '@onair/contracts';
import { categories, channels, members, type Database } from '@onair/db';
import { channelOwner, containingPattern, ofBrand } from '../directory/index';

/**
 * This brand's live channels and their viewers in each category: a correlated count per category,
 * so a category nobody streams in answers zeros rather than going missing.
 */
const liveIn = (brand: string) => {
  const live = sql`from ${channels} join ${members} on ${channelOwner} where ${channels.categoryId} = ${categories.categoryId} and ${channels.isLive} and ${ofBrand(brand)}`;
  return {
    liveChannels: sql<number>`(select count(*)::int ${live})`,
    viewerCount: sql<number>`(select coalesce(sum(${channels.viewerCount}), 0)::int ${live})`,
  };
};

const categoryColumns = (brand: string) => ({
  categoryId: categories.categoryId,
  slug: categories.slug,
  kind: categories.kind,
  nameKo: categories.nameKo,
  nameEn: categories.nameEn,
  ...liveIn(brand),
});

type CategoryRow = Omit<Category, 'kind' | 'liveChannels' | 'viewerCount'> & {
  kind: string;
  liveChannels: number | string;
  viewerCount: number | string;
};

const toCategory = (row: CategoryRow): Category => ({
  ...row,
  kind: row.kind === 'game' ? 'game' : 'other',
  liveChannels: Number(row.liveChannels),
  viewerCount: Number(row.viewerCount),
});

export function categoryStore(db: Database) {
  const listWhere = async (brand: string, where: SQL | undefined, limit?: number) => {
    const columns = categoryColumns(brand);
    const query = db
      .select(columns)
      .from(categories)
      .where(and(eq(categories.enabled, true), where))
      .orderBy(desc(columns.viewerCount), desc(columns.liveChannels), asc(categories.position), asc(categories.categoryId));
    const rows = limit === undefined ? await query : await query.limit(limit);
    return rows.map(toCategory);
  };

  return {
    /** The enabled categories, most viewers on this brand first. */
    list: (brand: string) => listWhere(brand, undefined),

    /** An enabled category by its slug, with this brand's figures; null when unknown or disabled. */
    async bySlug(slug: string, brand: string): Promise<Category | null> {
      const [row] = await listWhere(brand, eq(categories.slug, slug), 1);
      return row ?? null;
    },

    /** Enabled categories whose Korean or English name contains the text. */
    matching: (text: string, brand: string, limit: number) => {
      const pattern = containingPattern(text);
      return listWhere(brand, or(ilike(categories.nameKo, pattern), ilike(categories.nameEn, pattern)), limit);
    },

    /** Whether a streamer may pick this category: it exists and is enabled. */
    async isEnabled(categoryId: number): Promise<boolean> {
      const [row] = await db
        .select({ categoryId: categories.categoryId })
        .from(categories)
        .where(and(eq(categories.categoryId, categoryId), eq(categories.enabled, true)));
      return row !== undefined;
    },
  };
}
export type CategoryStore = ReturnType<typeof categoryStore>;
