import { and, asc, count, desc, eq, gt, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import {
  isHomeContentKind,
  type ContentInput,
  type ContentItem,
  type ContentKind,
  type ContentState,
  type Device,
} from '@onair/contracts';
import { csNotices, homeItems, type Database } from '@onair/db';
import type { Tx } from '../audit-writer';
import { theRow } from '../the-row';

const INT_MAX = 2_147_483_647;

type HomeKindOf = { kind: string; variant: string | null };

/** Where each home kind lives in home_items: its kind and variant (a theme's variant is its device). */
const HOME_ROWS: Record<string, HomeKindOf> = {
  banner: { kind: 'banner', variant: 'classic' },
  'banner-newstyle': { kind: 'banner', variant: 'newstyle' },
  popup: { kind: 'popup', variant: '' },
  theme: { kind: 'theme', variant: null },
  logo: { kind: 'logo', variant: '' },
};

const homeRowsOf = (kind: ContentKind): HomeKindOf => {
  const rows = HOME_ROWS[kind];
  if (!rows) throw new Error(`${kind} is not a home kind`);
  return rows;
};

type Window = { startsAt: Date | null; endsAt: Date | null };

/** Where an item stands at `now`: retired overrides its window. */
export function stateOf(retired: boolean, { startsAt, endsAt }: Window, now: Date): ContentState {
  if (retired) return 'retired';
  if (startsAt && startsAt > now) return 'scheduled';
  if (endsAt && endsAt <= now) return 'ended';
  return 'showing';
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

type HomeRow = typeof homeItems.$inferSelect;
type NoticeRow = typeof csNotices.$inferSelect;

function fromHome(kind: ContentKind, row: HomeRow, now: Date): ContentItem {
  return {
    itemId: row.itemId,
    kind,
    title: row.title,
    titleEn: row.titleEn,
    body: row.body,
    bodyEn: row.bodyEn,
    imageUrl: row.imageUrl,
    linkUrl: row.linkUrl,
    audience: row.audience,
    device: (kind === 'theme' ? row.variant : 'PC') as Device,
    channelIds: row.channelIds,
    position: row.position,
    important: false,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    state: stateOf(!row.active, row, now),
    createdAt: row.createdAt.toISOString(),
  };
}

function fromNotice(kind: ContentKind, row: NoticeRow, now: Date): ContentItem {
  return {
    itemId: row.noticeId,
    kind,
    title: row.title,
    titleEn: row.titleEn,
    body: row.content,
    bodyEn: row.contentEn,
    imageUrl: null,
    linkUrl: null,
    audience: 'everyone',
    device: 'PC',
    channelIds: [],
    position: 0,
    important: row.important,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    state: stateOf(row.retiredAt !== null, row, now),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The window condition of a state filter, for either table. */
function stateWhere(
  state: ContentState | undefined,
  columns: {
    startsAt: typeof homeItems.startsAt | typeof csNotices.startsAt;
    endsAt: typeof homeItems.endsAt | typeof csNotices.endsAt;
    retired: SQL;
    live: SQL;
  },
  now: Date,
) {
  switch (state) {
    case undefined:
      return undefined;
    case 'retired':
      return columns.retired;
    case 'scheduled':
      return and(columns.live, gt(columns.startsAt, now));
    case 'ended':
      return and(columns.live, lte(columns.endsAt, now));
    case 'showing':
      return and(
        columns.live,
        or(isNull(columns.startsAt), lte(columns.startsAt, now)),
        or(isNull(columns.endsAt), gt(columns.endsAt, now)),
      );
  }
}

const when = (at: string | null) => (at ? new Date(at) : null);

/**
 * One store over the two tables the content screen edits, so the console has one editor for every
 * kind: home_items for the home page's kinds, cs_notices for customer service's. Every read and
 * write is of the given brand only; another brand's id is answered as absent (null).
 */
export function contentStore(db: Database) {
  const homeWhere = (brand: string, kind: ContentKind) => {
    const rows = homeRowsOf(kind);
    return and(
      eq(homeItems.brand, brand),
      eq(homeItems.kind, rows.kind),
      rows.variant === null ? undefined : eq(homeItems.variant, rows.variant),
    );
  };
  // A notice made in the console belongs to one brand; the seed's every-brand notices (brand null)
  // are not any one brand's operator's to edit.
  const noticeWhere = (brand: string, kind: ContentKind) => and(eq(csNotices.brand, brand), eq(csNotices.kind, kind));

  return {
    async page(
      brand: string,
      kind: ContentKind,
      { state, page, size }: { state?: ContentState | undefined; page: number; size: number },
      now: Date,
    ) {
      if (isHomeContentKind(kind)) {
        const where = and(
          homeWhere(brand, kind),
          stateWhere(
            state,
            {
              startsAt: homeItems.startsAt,
              endsAt: homeItems.endsAt,
              retired: eq(homeItems.active, false),
              live: eq(homeItems.active, true),
            },
            now,
          ),
        );
        const rows = await db
          .select()
          .from(homeItems)
          .where(where)
          .orderBy(asc(homeItems.position), desc(homeItems.itemId))
          .limit(size)
          .offset((page - 1) * size);
        const [total] = await db.select({ value: count() }).from(homeItems).where(where);
        return { items: rows.map((row) => fromHome(kind, row, now)), page, size, total: total?.value ?? 0 };
      }
      const where = and(
        noticeWhere(brand, kind),
        stateWhere(
          state,
          {
            startsAt: csNotices.startsAt,
            endsAt: csNotices.endsAt,
            retired: isNotNull(csNotices.retiredAt),
            live: isNull(csNotices.retiredAt),
          },
          now,
        ),
      );
      const rows = await db
        .select()
        .from(csNotices)
        .where(where)
        .orderBy(desc(csNotices.important), desc(csNotices.noticeId))
        .limit(size)
        .offset((page - 1) * size);
      const [total] = await db.select({ value: count() }).from(csNotices).where(where);
      return { items: rows.map((row) => fromNotice(kind, row, now)), page, size, total: total?.value ?? 0 };
    },

    /** The item locked for this transaction, or null when it is not this brand's of this kind. */
    async lock(tx: Tx, brand: string, kind: ContentKind, itemId: number, now: Date): Promise<ContentItem | null> {
      // Both tables' ids are int columns: a larger id is no item, not a database error.
      if (itemId > INT_MAX) return null;
      if (isHomeContentKind(kind)) {
        const [row] = await tx
          .select()
          .from(homeItems)
          .where(and(homeWhere(brand, kind), eq(homeItems.itemId, itemId)))
          .for('update');
        return row ? fromHome(kind, row, now) : null;
      }
      const [row] = await tx
        .select()
        .from(csNotices)
        .where(and(noticeWhere(brand, kind), eq(csNotices.noticeId, itemId)))
        .for('update');
      return row ? fromNotice(kind, row, now) : null;
    },

    async create(tx: Tx, brand: string, kind: ContentKind, input: ContentInput, now: Date): Promise<ContentItem> {
      if (isHomeContentKind(kind)) {
        const row = theRow(
          await tx
            .insert(homeItems)
            .values({ brand, ...homeValues(kind, input) })
            .returning(),
        );
        return fromHome(kind, row, now);
      }
      const row = theRow(
        await tx
          .insert(csNotices)
          .values({ brand, kind, ...noticeValues(input) })
          .returning(),
      );
      return fromNotice(kind, row, now);
    },

    async update(tx: Tx, kind: ContentKind, itemId: number, input: ContentInput, now: Date): Promise<ContentItem> {
      if (isHomeContentKind(kind)) {
        const row = theRow(
          await tx.update(homeItems).set(homeValues(kind, input)).where(eq(homeItems.itemId, itemId)).returning(),
        );
        return fromHome(kind, row, now);
      }
      const row = theRow(
        await tx.update(csNotices).set(noticeValues(input)).where(eq(csNotices.noticeId, itemId)).returning(),
      );
      return fromNotice(kind, row, now);
    },

    async retire(tx: Tx, kind: ContentKind, itemId: number, now: Date): Promise<ContentItem> {
      if (isHomeContentKind(kind)) {
        const row = theRow(
          await tx.update(homeItems).set({ active: false }).where(eq(homeItems.itemId, itemId)).returning(),
        );
        return fromHome(kind, row, now);
      }
      const [row] = await tx
        .update(csNotices)
        .set({ retiredAt: now })
        .where(and(eq(csNotices.noticeId, itemId), isNull(csNotices.retiredAt)))
        .returning();
      if (row) return fromNotice(kind, row, now);
      const kept = theRow(await tx.select().from(csNotices).where(eq(csNotices.noticeId, itemId)));
      return fromNotice(kind, kept, now);
    },
  };
}

/** The home_items columns of an input: audience only for banners (the table's check), the device for themes. */
function homeValues(kind: ContentKind, input: ContentInput) {
  const rows = homeRowsOf(kind);
  return {
    kind: rows.kind,
    variant: rows.variant ?? input.device,
    title: input.title,
    titleEn: input.titleEn,
    body: input.body,
    bodyEn: input.bodyEn,
    imageUrl: input.imageUrl,
    linkUrl: input.linkUrl,
    channelIds: kind === 'theme' ? input.channelIds : [],
    position: input.position,
    audience: rows.kind === 'banner' ? input.audience : ('everyone' as const),
    startsAt: when(input.startsAt),
    endsAt: when(input.endsAt),
  };
}

function noticeValues(input: ContentInput) {
  return {
    title: input.title,
    titleEn: input.titleEn,
    content: input.body,
    contentEn: input.bodyEn,
    important: input.important,
    startsAt: when(input.startsAt),
    endsAt: when(input.endsAt),
  };
}

export type ContentStore = ReturnType<typeof contentStore>;
