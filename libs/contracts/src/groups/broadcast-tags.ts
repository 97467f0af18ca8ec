import * as v from 'valibot';
import { CHANNEL_PROFILE_MESSAGES } from '../messages';

/** A broadcast's free tags (docs/discovery.md): at most 5, each 1-20 characters once normalised. */
export const BROADCAST_TAG_LIMITS = { count: 5, length: 20 } as const;

/**
 * One tag as stored and searched: a leading '#' dropped, runs of spaces (and pasted line breaks)
 * made one space, trimmed, lower case; so '#Lo-Fi ' and 'lo-fi' are the same tag.
 */
export function normaliseTag(text: string): string {
  return text
    .replace(/^[#＃\s]+/u, '')
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim()
    .toLocaleLowerCase();
}

export const BroadcastTag = v.pipe(
  v.string(CHANNEL_PROFILE_MESSAGES.tag),
  v.transform(normaliseTag),
  v.minLength(1, CHANNEL_PROFILE_MESSAGES.tag),
  v.maxLength(BROADCAST_TAG_LIMITS.length, CHANNEL_PROFILE_MESSAGES.tag),
);

/** The set of tags: the same tag twice is kept once, in the order first given. */
export const BroadcastTags = v.pipe(
  v.array(BroadcastTag, CHANNEL_PROFILE_MESSAGES.tagCount),
  v.maxLength(BROADCAST_TAG_LIMITS.count, CHANNEL_PROFILE_MESSAGES.tagCount),
  v.transform((tags) => [...new Set(tags)]),
);
