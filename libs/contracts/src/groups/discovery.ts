import * as v from 'valibot';
import { defineRoute } from '../route';
import { PAGE_SIZES } from '../limits';
import { Page, PageSize } from '../fields';
import { BroadcastLanguage } from './broadcast-languages';
import { BroadcastTag } from './broadcast-tags';
import { ChannelIdParam } from './channel-detail';
import { ChannelSearchKeyword, ChannelSummary } from './guest';

/** Browse and search (docs/discovery.md): categories, tags, suggestions and the offline channel's pointers. */
export const CATEGORY_KINDS = ['game', 'other'] as const;

/** A category's address: lower-case letters, digits and single dashes. */
export const CategorySlug = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case letters, digits and dashes'),
  v.maxLength(40),
);

/** A category as browse and search show it: both names (the client picks by locale), and its live figures. */
export const Category = v.object({
  categoryId: v.number(),
  slug: v.string(),
  kind: v.picklist(CATEGORY_KINDS),
  nameKo: v.string(),
  nameEn: v.string(),
  /** This brand's live channels in it now (in the language, where one was asked), and their viewers together. */
  liveChannels: v.number(),
  viewerCount: v.number(),
});
export type Category = v.InferOutput<typeof Category>;

export const CategoryList = v.object({ items: v.array(Category) });

/** One page of live channels, in a category or with a tag or both, most viewers first. */
export const BrowsePage = v.object({
  category: v.nullable(Category),
  tag: v.nullable(v.string()),
  /** The language filter, null when none (every language). */
  language: v.optional(v.nullable(BroadcastLanguage)),
  items: v.array(ChannelSummary),
  page: v.number(),
  size: v.number(),
  total: v.number(),
});
export type BrowsePage = v.InferOutput<typeof BrowsePage>;

/** A replay as search lists it: enough to link to its page and say whose it is. */
export const ReplayHit = v.object({
  recordedStreamId: v.number(),
  channelId: v.number(),
  channelName: v.string(),
  title: v.string(),
  endedAt: v.string(),
  durationSeconds: v.number(),
});
export type ReplayHit = v.InferOutput<typeof ReplayHit>;

/**
 * What a search finds of each kind, a few of each: channels (live first), categories and replays.
 * replays is empty on a brand with recorded streams switched off.
 */
export const SearchAnswer = v.object({
  channels: v.array(ChannelSummary),
  categories: v.array(Category),
  replays: v.array(ReplayHit),
});
export type SearchAnswer = v.InferOutput<typeof SearchAnswer>;

/** What an offline channel page points to: live channels of its category, and its own last replay. */
export const OfflineSuggestions = v.object({
  live: v.array(ChannelSummary),
  lastReplay: v.nullable(ReplayHit),
});
export type OfflineSuggestions = v.InferOutput<typeof OfflineSuggestions>;

export const SEARCH_SIZES = { suggestions: 4, page: 20 } as const;

export const discoveryRoutes = {
  categories: defineRoute({
    method: 'GET',
    path: '/api/guest/categories',
    group: 'guest',
    operationId: 'listCategories',
    summary:
      "The enabled categories with this brand's live channels and viewers in each (only broadcasts in the language, when one is given), most viewers first (then most live channels, then the operator's order).",
    access: 'public',
    query: v.object({ language: v.optional(BroadcastLanguage) }),
    response: CategoryList,
  }),
  browse: defineRoute({
    method: 'GET',
    path: '/api/guest/browse',
    group: 'guest',
    operationId: 'browseLive',
    summary:
      "This brand's live channels in a category (by slug; 404 when unknown or disabled) and/or with a tag and/or in a language, most viewers first. The category's figures count its live channels in the language.",
    access: 'public',
    query: v.object({
      category: v.optional(CategorySlug),
      tag: v.optional(BroadcastTag),
      language: v.optional(BroadcastLanguage),
      page: Page,
      size: PageSize(PAGE_SIZES.streams),
    }),
    response: BrowsePage,
  }),
  search: defineRoute({
    method: 'GET',
    path: '/api/guest/search',
    group: 'guest',
    operationId: 'searchAll',
    summary:
      "This brand's channels (name, nickname, title or tag; live first), categories (either name) and replays (title or channel name; not on a brand without recorded streams) containing q, up to size of each.",
    access: 'public',
    query: v.object({ q: ChannelSearchKeyword, size: PageSize(SEARCH_SIZES.suggestions) }),
    response: SearchAnswer,
  }),
  offlineSuggestions: defineRoute({
    method: 'GET',
    path: '/api/guest/channels/{channelId}/offline-suggestions',
    group: 'guest',
    operationId: 'offlineSuggestions',
    summary:
      "For an offline channel's page: up to 6 live channels of this brand in its category (none without one), and its last public replay.",
    access: 'public',
    params: v.object({ channelId: ChannelIdParam }),
    response: OfflineSuggestions,
  }),
};

/** The console's category editing: content staff add, rename, reorder and disable categories. */
export const CategoryEdit = v.object({
  kind: v.optional(v.picklist(CATEGORY_KINDS)),
  nameKo: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40))),
  nameEn: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40))),
  enabled: v.optional(v.boolean()),
  position: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000))),
});

export const CategoryCreate = v.object({
  slug: v.pipe(CategorySlug, v.minLength(1)),
  kind: v.picklist(CATEGORY_KINDS),
  nameKo: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40)),
  nameEn: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40)),
  position: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000)), 0),
});

/** A category as the console lists it: disabled ones too, in the operator's order. */
export const AdminCategory = v.object({
  categoryId: v.number(),
  slug: v.string(),
  kind: v.picklist(CATEGORY_KINDS),
  nameKo: v.string(),
  nameEn: v.string(),
  enabled: v.boolean(),
  position: v.number(),
});
export type AdminCategory = v.InferOutput<typeof AdminCategory>;

export const CATEGORY_SLUG_TAKEN_CODE = 'CATEGORY_SLUG_TAKEN';

export const adminCategoryRoutes = {
  listCategories: defineRoute({
    method: 'GET',
    path: '/api/admin/categories',
    group: 'admin',
    operationId: 'adminListCategories',
    summary: 'Every category, disabled ones too, in position order.',
    access: 'staff',
    response: v.object({ items: v.array(AdminCategory) }),
  }),
  createCategory: defineRoute({
    method: 'POST',
    path: '/api/admin/categories',
    group: 'admin',
    operationId: 'adminCreateCategory',
    summary: 'Adds a category (409 when its slug is taken); audited.',
    access: 'staff',
    body: CategoryCreate,
    response: AdminCategory,
  }),
  updateCategory: defineRoute({
    method: 'PATCH',
    path: '/api/admin/categories/{categoryId}',
    group: 'admin',
    operationId: 'adminUpdateCategory',
    summary: "Renames, reorders, enables or disables a category (404 when unknown); what is not sent stays; audited.",
    access: 'staff',
    params: v.object({ categoryId: ChannelIdParam }),
    body: CategoryEdit,
    response: AdminCategory,
  }),
};
