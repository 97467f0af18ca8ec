import * as v from 'valibot';
import { defineRoute } from '../route';
import { Page, PageSize } from '../fields';
import { PAGE_SIZES } from '../limits';
import { ChannelSummary } from './guest';
import { At, Id, PageOf } from './money-fields';

/** A channel the member watched: how often, and when last. */
export const WatchedChannel = v.object({
  ...ChannelSummary.entries,
  watchCount: v.number(),
  lastWatchedAt: At,
});
export type WatchedChannel = v.InferOutput<typeof WatchedChannel>;

export const StreamChannelPage = PageOf(ChannelSummary);
export const WatchedChannelPage = PageOf(WatchedChannel);
export const WatchRecord = v.object({ channelId: v.number(), watchCount: v.number(), lastWatchedAt: At });

/** The member's home in one call: followed channels live now, recently watched, unread messages. */
export const ViewMain = v.object({
  present: v.array(ChannelSummary),
  recent: v.array(WatchedChannel),
  unreadMessages: v.number(),
});
export type ViewMain = v.InferOutput<typeof ViewMain>;

const streamsPage = v.object({ page: Page, size: PageSize(PAGE_SIZES.streams) });

export const memberStreamRoutes = {
  present: defineRoute({
    method: 'GET',
    path: '/api/my/streams/present',
    group: 'my',
    operationId: 'myStreamsPresent',
    summary: 'Followed channels that are live now, most viewers first.',
    access: 'member',
    query: streamsPage,
    response: StreamChannelPage,
  }),
  played: defineRoute({
    method: 'GET',
    path: '/api/my/streams/played',
    group: 'my',
    operationId: 'myStreamsPlayed',
    summary: 'Every channel the member has watched, most watched first.',
    access: 'member',
    query: streamsPage,
    response: WatchedChannelPage,
  }),
  recent: defineRoute({
    method: 'GET',
    path: '/api/my/streams/recent',
    group: 'my',
    operationId: 'myStreamsRecent',
    summary: 'Channels the member watched, most recently watched first (20 to a page).',
    access: 'member',
    query: streamsPage,
    response: WatchedChannelPage,
  }),
  subscriptions: defineRoute({
    method: 'GET',
    path: '/api/my/streams/subscriptions',
    group: 'my',
    operationId: 'myStreamsSubscriptions',
    summary: 'Channels the member subscribes to now (subscription state 1), live ones first.',
    access: 'member',
    query: streamsPage,
    response: StreamChannelPage,
  }),
  watch: defineRoute({
    method: 'POST',
    path: '/api/my/streams/watch',
    group: 'my',
    operationId: 'myStreamsWatch',
    summary: 'Records that the member opened a channel (the live page calls it): counts once more and moves it to the top of recent.',
    access: 'member',
    body: v.object({ channelId: Id }),
    response: WatchRecord,
  }),
  viewMain: defineRoute({
    method: 'GET',
    path: '/api/my/view-main',
    group: 'my',
    operationId: 'myViewMain',
    summary: "The member's home in one call: followed channels live now, recently watched (up to 20) and the unread message count.",
    access: 'member',
    response: ViewMain,
  }),
};
