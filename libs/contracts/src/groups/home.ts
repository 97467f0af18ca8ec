import * as v from 'valibot';
import { defineRoute } from '../route';
import { BRAND_CODES, DEVICES, LOCALES } from '../enums';
import { PAGE_SIZES } from '../limits';
import { PageSize } from '../fields';
import { ChannelSummary } from './guest';

/** A banner, popup or partner logo an operator put on the home page. */
export const HomeItem = v.object({
  itemId: v.number(),
  title: v.string(),
  body: v.string(),
  /** null: the client shows the title on a plain tile. */
  imageUrl: v.nullable(v.string()),
  linkUrl: v.nullable(v.string()),
});
export type HomeItem = v.InferOutput<typeof HomeItem>;
export const HomeItemList = v.object({ items: v.array(HomeItem) });

/**
 * A curated row of channels: the live ones first, then the offline ones, each in the operator's
 * order; channels of other brands or gone since are left out.
 */
export const HomeTheme = v.object({
  themeId: v.number(),
  title: v.string(),
  channels: v.array(ChannelSummary),
});
export type HomeTheme = v.InferOutput<typeof HomeTheme>;
export const HomeThemeList = v.object({ items: v.array(HomeTheme) });

export const SuggestionList = v.object({ items: v.array(ChannelSummary) });

/**
 * channeling-switching: the other brand services a member of this brand may switch to (the same
 * company's sites, opened by their service URL; members sign in there with their own account).
 */
export const ChannelingService = v.object({
  brand: v.picklist(BRAND_CODES),
  serviceName: v.string(),
  serviceUrl: v.string(),
});
export const ChannelingSwitching = v.object({
  current: v.picklist(BRAND_CODES),
  services: v.array(ChannelingService),
});
export type ChannelingSwitching = v.InferOutput<typeof ChannelingSwitching>;

/** The Pincrux offerwall entry: off unless configured for the brand. */
export const PincruxOfferwall = v.object({ enabled: v.boolean(), url: v.nullable(v.string()) });

/**
 * The language of the operator's text: ko or en. Without it the API reads the locale cookie, then
 * Accept-Language, then answers Korean; Korean also stands in for any text without its English.
 * The web sends it, so its cached answers are per language and a switch asks again.
 */
const lang = v.optional(v.picklist(LOCALES));
const HomeListQuery = v.object({ lang });

/**
 * A banner's audience is the operator's choice: everyone, visitors only or members only. The access
 * token decides which the asker is, so the web keeps one cached answer per session state.
 */
const FOR_THE_ASKER =
  "Only those for the asker's audience: everyone's, and visitors' without a valid access token or members' with one.";

const homeList = (path: string, operationId: string, summary: string) =>
  defineRoute({
    method: 'GET',
    path,
    group: 'guest',
    operationId,
    summary: `${summary} Text in the viewer's language (lang, else the locale cookie, else Accept-Language; Korean where no English).`,
    access: 'public',
    query: HomeListQuery,
    response: HomeItemList,
  });

export const homeRoutes = {
  banners: homeList(
    '/api/guest/banners',
    'homeBanners',
    `Classic home banners of this brand showing now, in position order. ${FOR_THE_ASKER}`,
  ),
  bannersNewstyle: homeList(
    '/api/guest/banners-newstyle',
    'homeBannersNewstyle',
    `New-style home banners of this brand showing now, in position order. ${FOR_THE_ASKER}`,
  ),
  popups: homeList('/api/guest/popups', 'homePopups', 'Home popups of this brand showing now, in position order.'),
  logoList: homeList(
    '/api/guest/logo-list',
    'homeLogoList',
    'Partner logos of this brand showing now, in position order.',
  ),
  themes: defineRoute({
    method: 'GET',
    path: '/api/guest/themes',
    group: 'guest',
    operationId: 'homeThemes',
    summary:
      "Curated channel rows of this brand for a device, showing now, in position order; each row's live channels first. Titles in the viewer's language as for banners.",
    access: 'public',
    query: v.object({ device: v.picklist(DEVICES), lang }),
    response: HomeThemeList,
  }),
  suggestionList: defineRoute({
    method: 'GET',
    path: '/api/guest/suggestion-list',
    group: 'guest',
    operationId: 'homeSuggestionList',
    summary: 'Suggested channels of this brand: live ones by viewers, then the most followed.',
    access: 'public',
    query: v.object({ size: PageSize(PAGE_SIZES.items) }),
    response: SuggestionList,
  }),
  channelingSwitching: defineRoute({
    method: 'GET',
    path: '/api/guest/channeling-switching',
    group: 'guest',
    operationId: 'homeChannelingSwitching',
    summary: 'The other brand services a member may switch to, by name and URL.',
    access: 'public',
    response: ChannelingSwitching,
  }),
  pincrux: defineRoute({
    method: 'GET',
    path: '/api/guest/pincrux',
    group: 'guest',
    operationId: 'homePincrux',
    summary: 'Whether the Pincrux offerwall is offered on this brand, and where (off unless configured).',
    access: 'public',
    response: PincruxOfferwall,
  }),
};
