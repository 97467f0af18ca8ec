import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { BroadcastLanguage, Category } from '@onair/contracts';
import { categories, channels, members, type Database } from '@onair/db';
import { channelOwner, containingPattern, ofBrand } from '../directory/index';

/** Whose broadcasts a category's figures count: this brand's, and with a language only those in it. */
export type CategoryFigures = { brand: string; language?: BroadcastLanguage };

/**
 * This brand's live channels (in the language, when one is asked) and their viewers in each
 * category: a correlated count per category, so a category nobody streams in answers zeros rather
 * than going missing.
 */
const liveIn = ({ brand, language }: CategoryFigures) => {
  const inLanguage = language === undefined ? sql.empty() : sql` and ${channels.language} = ${language}`;
  const live = sql`from ${channels} join ${members} on ${channelOwner} where ${channels.categoryId} = ${categories.categoryId} and ${channels.isLive} and ${ofBrand(brand)}${inLanguage}`;
  return {
    liveChannels: sql<number>`(select count(*)::int ${live})`,
    viewerCount: sql<number>`(select coalesce(sum(${channels.viewerCount}), 0)::int ${live})`,
  };
};

const categoryColumns = (figures: CategoryFigures) => ({
  categoryId: categories.categoryId,
  slug: categories.slug,
  kind: categories.kind,
  nameKo: categories.nameKo,
  nameEn: categories.nameEn,
  ...liveIn(figures),
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
  const listWhere = async (figures: CategoryFigures, where: SQL | undefined, limit?: number) => {
    const columns = categoryColumns(figures);
    const query = db
      .select(columns)
      .from(categories)
      .where(and(eq(categories.enabled, true), where))
      .orderBy(desc(columns.viewerCount), desc(columns.liveChannels), asc(categories.position), asc(categories.categoryId));
    const rows = limit === undefined ? await query : await query.limit(limit);
    return rows.map(toCategory);
  };

  return {
    /** The enabled categories, most viewers on this brand (in the language, when one is asked) first. */
    list: (figures: CategoryFigures) => listWhere(figures, undefined),

    /** An enabled category by its slug, with this brand's figures (in the language); null when unknown or disabled. */
    async bySlug(slug: string, figures: CategoryFigures): Promise<Category | null> {
      const [row] = await listWhere(figures, eq(categories.slug, slug), 1);
      return row ?? null;
    },

    /** Enabled categories whose Korean or English name contains the text. */
    matching: (text: string, brand: string, limit: number) => {
      const pattern = containingPattern(text);
      return listWhere({ brand }, or(ilike(categories.nameKo, pattern), ilike(categories.nameEn, pattern)), limit);
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
