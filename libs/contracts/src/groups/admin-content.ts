import * as v from 'valibot';
import { DEVICES } from '../enums';
import { Page, PageSize } from '../fields';
import { defineRoute } from '../route';
import { IdParam, PageOf } from './money-fields';

/**
 * What the content screen edits, one generic editor for all (docs/content.md): the home page's
 * banners (classic and new style), popups, themes (a named row of channels) and partner logos, and
 * customer service's notices, development notices and guides.
 */
export const CONTENT_KINDS = [
  'banner',
  'banner-newstyle',
  'popup',
  'theme',
  'logo',
  'notice',
  'develop',
  'guide',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** The kinds the home page shows (home_items); the rest are customer service's texts (cs_notices). */
export const HOME_CONTENT_KINDS = ['banner', 'banner-newstyle', 'popup', 'theme', 'logo'] as const;
export const isHomeContentKind = (kind: ContentKind): kind is (typeof HOME_CONTENT_KINDS)[number] =>
  (HOME_CONTENT_KINDS as readonly string[]).includes(kind);

/** Who sees a banner; every other kind is for everyone. */
export const CONTENT_AUDIENCES = ['everyone', 'visitors', 'members'] as const;

/** Where an item stands at the console's clock. */
export const CONTENT_STATES = ['scheduled', 'showing', 'ended', 'retired'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

const Instant = v.pipe(v.string(), v.isoTimestamp('must be an ISO 8601 date and time with an offset'));
const MaybeText = (max: number) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(max),
        v.transform((text) => (text === '' ? null : text)),
      ),
    ),
    null,
  );
/** A path on the site (/notices/1) or an https address; nothing else may be linked or shown. */
const Address = v.optional(
  v.nullable(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(300),
      v.regex(/^(\/[^\s]*|https:\/\/[^\s]+)?$/, 'must be a path starting with / or an https address'),
      v.transform((text) => (text === '' ? null : text)),
    ),
  ),
  null,
);

export const ContentInput = v.pipe(
  v.object({
    title: v.pipe(v.string(), v.trim(), v.minLength(1, 'a Korean title is required'), v.maxLength(100)),
    titleEn: MaybeText(100),
    body: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(5000)), ''),
    bodyEn: MaybeText(5000),
    imageUrl: Address,
    linkUrl: Address,
    audience: v.optional(v.picklist(CONTENT_AUDIENCES), 'everyone'),
    /** Themes: the device whose home shows the row. */
    device: v.optional(v.picklist(DEVICES), 'PC'),
    /** Themes: the channels of the row, in order. */
    channelIds: v.optional(
      v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))), v.maxLength(50)),
      [],
    ),
    /** Smaller first; equal positions keep the order they were made in. */
    position: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000)), 0),
    /** Notices: pinned above the rest. */
    important: v.optional(v.boolean(), false),
    startsAt: v.optional(v.nullable(Instant), null),
    endsAt: v.optional(v.nullable(Instant), null),
  }),
  v.forward(
    v.check(
      (input) => !input.startsAt || !input.endsAt || Date.parse(input.endsAt) > Date.parse(input.startsAt),
      'the end must be after the start',
    ),
    ['endsAt'],
  ),
);
export type ContentInput = v.InferOutput<typeof ContentInput>;

export const ContentItem = v.object({
  itemId: v.number(),
  kind: v.picklist(CONTENT_KINDS),
  title: v.string(),
  titleEn: v.nullable(v.string()),
  body: v.string(),
  bodyEn: v.nullable(v.string()),
  imageUrl: v.nullable(v.string()),
  linkUrl: v.nullable(v.string()),
  audience: v.picklist(CONTENT_AUDIENCES),
  device: v.picklist(DEVICES),
  channelIds: v.array(v.number()),
  position: v.number(),
  important: v.boolean(),
  startsAt: v.nullable(v.string()),
  endsAt: v.nullable(v.string()),
  state: v.picklist(CONTENT_STATES),
  createdAt: v.string(),
});
export type ContentItem = v.InferOutput<typeof ContentItem>;

export const ContentListQuery = v.object({
  state: v.optional(v.picklist(CONTENT_STATES)),
  page: Page,
  size: PageSize(20),
});

const KindParams = v.object({ kind: v.picklist(CONTENT_KINDS) });
const ItemParams = v.object({ kind: v.picklist(CONTENT_KINDS), itemId: IdParam });

export const ContentPreviewQuery = v.object({
  at: Instant,
  asker: v.picklist(['visitor', 'member']),
  lang: v.optional(v.picklist(['ko', 'en']), 'ko'),
});

const PreviewItem = v.object({
  itemId: v.number(),
  title: v.string(),
  body: v.string(),
  imageUrl: v.nullable(v.string()),
  linkUrl: v.nullable(v.string()),
});

/** What the brand's home page shows the asker at that time: the same queries the home routes run. */
export const ContentPreview = v.object({
  at: v.string(),
  banners: v.array(PreviewItem),
  bannersNewstyle: v.array(PreviewItem),
  popups: v.array(PreviewItem),
  logos: v.array(PreviewItem),
  themes: v.array(v.object({ themeId: v.number(), title: v.string(), channels: v.array(v.string()) })),
});
export type ContentPreview = v.InferOutput<typeof ContentPreview>;

export const RetireContentBody = v.object({ reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500)), '') });

/** Home and service content in the operator console (docs/content.md). */
export const adminContentRoutes = {
  listContent: defineRoute({
    method: 'GET',
    path: '/api/admin/content/{kind}',
    group: 'admin',
    operationId: 'adminListContent',
    summary:
      "The request brand's content of one kind, by position then newest, a page at a time; state filters by schedule.",
    access: 'staff',
    params: KindParams,
    query: ContentListQuery,
    response: PageOf(ContentItem),
  }),
  createContent: defineRoute({
    method: 'POST',
    path: '/api/admin/content/{kind}',
    group: 'admin',
    operationId: 'adminCreateContent',
    summary: 'Creates a banner, popup, theme, logo, notice, development notice or guide of the request brand.',
    access: 'staff',
    params: KindParams,
    body: ContentInput,
    response: ContentItem,
    status: 201,
  }),
  updateContent: defineRoute({
    method: 'PUT',
    path: '/api/admin/content/{kind}/{itemId}',
    group: 'admin',
    operationId: 'adminUpdateContent',
    summary: 'Edits an item: its text, image, link, audience, order and schedule. A retired item stays retired.',
    access: 'staff',
    params: ItemParams,
    body: ContentInput,
    response: ContentItem,
  }),
  retireContent: defineRoute({
    method: 'POST',
    path: '/api/admin/content/{kind}/{itemId}/retire',
    group: 'admin',
    operationId: 'adminRetireContent',
    summary: 'Retires an item: it shows nowhere from now on, whatever its schedule.',
    access: 'staff',
    params: ItemParams,
    body: RetireContentBody,
    response: ContentItem,
  }),
  previewContent: defineRoute({
    method: 'GET',
    path: '/api/admin/content-preview',
    group: 'admin',
    operationId: 'adminPreviewContent',
    summary: "What the request brand's home page shows a visitor or a member at the given time.",
    access: 'staff',
    query: ContentPreviewQuery,
    response: ContentPreview,
  }),
};
