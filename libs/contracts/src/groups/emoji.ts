import * as v from 'valibot';
import { EMOJI_GROUPS } from '../emoji';
import { Page, PageSize } from '../fields';
import { PAGE_SIZES } from '../limits';
import { defineRoute } from '../route';
import { Id, PageOf } from './money-fields';

// The catalog travels with the contracts so every client can render a line's tokens without a call.
export * from '../emoji';

export const EmojiItem = v.object({
  emojiId: v.number(),
  code: v.string(),
  name: v.string(),
  glyph: v.string(),
  group: v.picklist(EMOJI_GROUPS),
});
export type EmojiItem = v.InferOutput<typeof EmojiItem>;

/** What the caller may offer in one channel's composer. */
export const ChannelEmoji = v.object({
  channelId: v.number(),
  /** The caller subscribes to the channel now (or owns it): the subscriber emoji are among items. */
  subscriber: v.boolean(),
  items: v.array(EmojiItem),
});
export type ChannelEmoji = v.InferOutput<typeof ChannelEmoji>;

export const EmojiPage = PageOf(EmojiItem);
export type EmojiPage = v.InferOutput<typeof EmojiPage>;

export const emojiRoutes = {
  showEmoji: defineRoute({
    method: 'GET',
    path: '/api/guest/show-emoji',
    group: 'guest',
    operationId: 'showEmoji',
    summary:
      "The emoji the caller may use in a channel's chat: the basic ones, and the subscriber ones for its active subscribers and its owner. 404 when the channel is unknown or of another brand.",
    access: 'public',
    query: v.object({ channelId: Id }),
    response: ChannelEmoji,
  }),
  showAllEmoji: defineRoute({
    method: 'GET',
    path: '/api/guest/show-all-emoji',
    group: 'guest',
    operationId: 'showAllEmoji',
    summary: 'The whole emoji catalog, basic ones first, 100 to a page.',
    access: 'public',
    query: v.object({ page: Page, size: PageSize(PAGE_SIZES.emoji) }),
    response: EmojiPage,
  }),
};
