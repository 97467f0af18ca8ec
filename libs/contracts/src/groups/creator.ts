import * as v from 'valibot';
import { defineRoute } from '../route';
import { IdParam } from './money-fields';

/** The studio's analytics periods, in days. */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
/** How many finished broadcasts the studio summarises. */
export const BROADCAST_SUMMARY_COUNT = 5;

/** Where the overlay's alerts sit on the OBS canvas. */
export const OVERLAY_POSITIONS = ['top', 'center', 'bottom'] as const;

const Colour = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #ff5500'));

/** How the streamer styles the overlay; every field has a default, so a new overlay works at once. */
export const OverlaySettings = v.object({
  position: v.picklist(OVERLAY_POSITIONS),
  accentColour: Colour,
  textColour: Colour,
  /** Gifts below this amount (in the brand's currency) show no alert. */
  minAlertAmount: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000_000)),
  sound: v.boolean(),
  /** Read each alert's message aloud (speechSynthesis, Korean voice). */
  speech: v.boolean(),
  showChat: v.boolean(),
  /** The gift goal bar's target in currency; 0 hides the bar. */
  goalAmount: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000_000)),
  goalTitle: v.pipe(v.string(), v.maxLength(40)),
});
export type OverlaySettings = v.InferOutput<typeof OverlaySettings>;

export const DEFAULT_OVERLAY_SETTINGS: OverlaySettings = {
  position: 'top',
  accentColour: '#ff5a5f',
  textColour: '#ffffff',
  minAlertAmount: 0,
  sound: true,
  speech: false,
  showChat: false,
  goalAmount: 0,
  goalTitle: '',
};

/** The owner's view of the overlay: the secret is shown whole (it is the URL the streamer pastes into OBS). */
export const StudioOverlay = v.object({
  channelId: v.number(),
  secret: v.string(),
  settings: OverlaySettings,
});
export type StudioOverlay = v.InferOutput<typeof StudioOverlay>;

/** What the overlay page reads with its secret: no member data beyond the channel's name. */
export const PublicOverlay = v.object({
  channelId: v.number(),
  channelName: v.string(),
  settings: OverlaySettings,
  /** Gifts since the goal's broadcast began (the live broadcast's, else 0), for the goal bar. */
  goalProgress: v.number(),
});
export type PublicOverlay = v.InferOutput<typeof PublicOverlay>;

/** One alert as the overlay and the studio's event feed show it. */
export const CreatorEvent = v.object({
  kind: v.picklist(['gift', 'subscription', 'follow']),
  nickname: v.string(),
  amount: v.number(),
  message: v.nullable(v.string()),
  at: v.string(),
  test: v.boolean(),
});
export type CreatorEvent = v.InferOutput<typeof CreatorEvent>;

export const BroadcastSummary = v.object({
  broadcastId: v.number(),
  startedAt: v.string(),
  endedAt: v.nullable(v.string()),
  peakViewers: v.number(),
  averageViewers: v.number(),
  /** Viewer-minutes: each minute's sample of viewers, summed. */
  watchMinutes: v.number(),
  newFollowers: v.number(),
  giftCount: v.number(),
  /** Gifts in the brand's currency, as sent. */
  giftAmount: v.number(),
  /** What the streamer received, in won (one won per unit after the commission). */
  giftWon: v.number(),
  subscriptionCount: v.number(),
  subscriptionAmount: v.number(),
  subscriptionWon: v.number(),
});
export type BroadcastSummary = v.InferOutput<typeof BroadcastSummary>;

export const StudioDay = v.object({
  /** The Korean calendar day, YYYY-MM-DD. */
  day: v.string(),
  peakViewers: v.number(),
  newFollowers: v.number(),
  giftAmount: v.number(),
  subscriptionAmount: v.number(),
});
export type StudioDay = v.InferOutput<typeof StudioDay>;

export const StudioAnalytics = v.object({
  days: v.number(),
  series: v.array(StudioDay),
  totals: v.object({
    newFollowers: v.number(),
    followers: v.number(),
    giftAmount: v.number(),
    giftWon: v.number(),
    subscriptionAmount: v.number(),
    subscriptionWon: v.number(),
    peakViewers: v.number(),
  }),
  topGifters: v.array(v.object({ memberId: v.number(), nickname: v.string(), amount: v.number(), gifts: v.number() })),
});
export type StudioAnalytics = v.InferOutput<typeof StudioAnalytics>;

export const StudioLive = v.object({
  channelId: v.number(),
  isLive: v.boolean(),
  viewerCount: v.number(),
  liveStartedAt: v.nullable(v.string()),
  /** This broadcast's minutes: viewers and chat lines per minute. */
  minutes: v.array(v.object({ at: v.string(), viewers: v.number(), chatLines: v.number() })),
  /** The newest follows, gifts and subscriptions of the channel, newest first. */
  recentEvents: v.array(CreatorEvent),
});
export type StudioLive = v.InferOutput<typeof StudioLive>;

const ChannelParam = v.object({ channelId: IdParam });
const SecretParam = v.object({ secret: v.pipe(v.string(), v.maxLength(100)) });

export const creatorRoutes = {
  studioLive: defineRoute({
    method: 'GET',
    path: '/api/my/studio/{channelId}/live',
    group: 'my',
    operationId: 'studioLive',
    summary:
      "The owner's live dashboard: viewers and chat lines per minute of the live broadcast, and the newest follows, gifts and subscriptions.",
    access: 'member',
    params: ChannelParam,
    response: StudioLive,
  }),
  studioBroadcasts: defineRoute({
    method: 'GET',
    path: '/api/my/studio/{channelId}/broadcasts',
    group: 'my',
    operationId: 'studioBroadcasts',
    summary: 'Summaries of the last broadcasts of the channel, newest first. The owner only.',
    access: 'member',
    params: ChannelParam,
    response: v.object({ items: v.array(BroadcastSummary) }),
  }),
  studioAnalytics: defineRoute({
    method: 'GET',
    path: '/api/my/studio/{channelId}/analytics',
    group: 'my',
    operationId: 'studioAnalytics',
    summary:
      'Viewers, followers, revenue by source and top gifters over the last 7, 30 or 90 Korean days. The owner only.',
    access: 'member',
    params: ChannelParam,
    query: v.object({ days: v.pipe(v.number(), v.picklist(ANALYTICS_PERIODS)) }),
    response: StudioAnalytics,
  }),
  studioOverlay: defineRoute({
    method: 'GET',
    path: '/api/my/studio/{channelId}/overlay',
    group: 'my',
    operationId: 'studioOverlay',
    summary: "The channel's alert overlay: its secret URL part and settings (made on first read). The owner only.",
    access: 'member',
    params: ChannelParam,
    response: StudioOverlay,
  }),
  studioOverlaySettings: defineRoute({
    method: 'PUT',
    path: '/api/my/studio/{channelId}/overlay',
    group: 'my',
    operationId: 'studioOverlaySettings',
    summary: "Saves the overlay's style. The owner only.",
    access: 'member',
    params: ChannelParam,
    body: OverlaySettings,
    response: StudioOverlay,
  }),
  studioOverlaySecret: defineRoute({
    method: 'POST',
    path: '/api/my/studio/{channelId}/overlay/secret',
    group: 'my',
    operationId: 'studioOverlaySecret',
    summary:
      'Issues a new overlay secret; the old overlay URL stops working at once (its open pages are closed). The owner only.',
    access: 'member',
    params: ChannelParam,
    response: StudioOverlay,
  }),
  studioOverlayTest: defineRoute({
    method: 'POST',
    path: '/api/my/studio/{channelId}/overlay/test',
    group: 'my',
    operationId: 'studioOverlayTest',
    summary: 'Fires a sample gift alert on the open overlay pages (marked as a test; nothing is paid). The owner only.',
    access: 'member',
    params: ChannelParam,
    body: v.object({ kind: v.picklist(['gift', 'subscription']) }),
    response: CreatorEvent,
  }),
  overlay: defineRoute({
    method: 'GET',
    path: '/api/guest/overlay/{secret}',
    group: 'guest',
    operationId: 'overlay',
    summary:
      "An alert overlay's settings by its secret, for OBS's browser source (no sign-in). 404 for an unknown or replaced secret.",
    access: 'public',
    params: SecretParam,
    response: PublicOverlay,
  }),
} as const;
