import type { ChannelSummary } from '@onair/contracts';

/**
 * A channel's viewers as its chat room counts them now (the number the room shows), or null when
 * this node cannot tell: it runs no chat, or nobody has been in the room since its count was
 * stored, so channels.viewer_count says it.
 */
export type LiveViewers = (channelId: number) => number | null;

export const noLiveViewers: LiveViewers = () => null;

type Counted = Pick<ChannelSummary, 'channelId' | 'isLive' | 'viewerCount'>;

/**
 * What a channel's card says: the room's own count where the node has it, since the stored copy
 * is written only every few seconds and a card would lag the room; the stored copy otherwise; and
 * 0 for an offline channel, whatever its chat room still holds.
 */
export const liveViewerCount = (channel: Counted, live: LiveViewers): number =>
  channel.isLive ? (live(channel.channelId) ?? channel.viewerCount) : 0;

export const withLiveViewers = <C extends Counted>(items: C[], live: LiveViewers): C[] =>
  items.map((item) => ({ ...item, viewerCount: liveViewerCount(item, live) }));

/**
 * A page ordered live first, most viewers first, re-ordered by the counts it now shows so that
 * its cards read in order. Only within the page: which channels make the page is still decided
 * by channels.viewer_count in SQL, which moves at most once per write, so paging neither repeats
 * nor skips a channel as the live counts move, and a channel climbs onto an earlier page at the
 * next write (about 5 s), as before. Ties keep the query's order (the sort is stable).
 */
export function liveFirstByViewers<C extends Counted>(items: C[]): C[] {
  const live = items.filter((item) => item.isLive).sort((a, b) => b.viewerCount - a.viewerCount);
  return [...live, ...items.filter((item) => !item.isLive)];
}
