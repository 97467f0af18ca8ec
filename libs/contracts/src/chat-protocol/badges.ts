// The badges a chat line carries besides its writer's role: how long they have subscribed to the
// room's channel and how much they have gifted it. The server works them out when the line is sent
// and stores them in the line's payload, so a replay's chat shows the badges the line had then
// (docs/chat.md, "Badges").
import * as v from 'valibot';

/**
 * Subscriber badge tiers, by whole months subscribed (Twitch's and SOOP's steps): a tier is the
 * highest step not above the months, so 1-2 months show 1, 3-5 show 3, 6-11 show 6, 12 and up 12.
 */
export const CHAT_SUBSCRIBER_TIERS = [1, 3, 6, 12] as const;
export type ChatSubscriberTier = (typeof CHAT_SUBSCRIBER_TIERS)[number];

/**
 * Fan badge levels, by the currency a member has gifted this channel in all (gifts.amount, the
 * brand's currency): any gift makes a 팬 (SOOP's 팬클럽), 10,000 makes a 열혈팬. SOOP's 열혈팬 is a
 * ranking (the top 20); a threshold is what one line can afford to look up, and it never takes a
 * badge away from someone because another fan gave more.
 */
export const CHAT_FAN_THRESHOLDS = { fan: 1, devoted: 10_000 } as const;
export const CHAT_FAN_LEVELS = ['fan', 'devoted'] as const;
export type ChatFanLevel = (typeof CHAT_FAN_LEVELS)[number];

export const ChatLineBadges = v.object({
  subscriber: v.optional(
    v.object({ months: v.pipe(v.number(), v.integer(), v.minValue(1)), tier: v.picklist(CHAT_SUBSCRIBER_TIERS) }),
  ),
  fan: v.optional(v.picklist(CHAT_FAN_LEVELS)),
});
export type ChatLineBadges = v.InferOutput<typeof ChatLineBadges>;

/** payload of a kind 'chat' message with badges (a line without any has payload null). */
export const ChatLinePayload = v.object({ badges: ChatLineBadges });

/** The tier of a subscription of this many whole months. */
export function subscriberTierOf(months: number): ChatSubscriberTier {
  let tier: ChatSubscriberTier = CHAT_SUBSCRIBER_TIERS[0];
  for (const step of CHAT_SUBSCRIBER_TIERS) if (months >= step) tier = step;
  return tier;
}

/** The fan level of this much gifted in all, or null below a 팬's. */
export function fanLevelOf(gifted: number): ChatFanLevel | null {
  if (gifted >= CHAT_FAN_THRESHOLDS.devoted) return 'devoted';
  return gifted >= CHAT_FAN_THRESHOLDS.fan ? 'fan' : null;
}

/** The badges a chat line's payload carries, or none (a gift's or notice's payload, a broken one). */
export function chatLineBadgesOf(payload: unknown): ChatLineBadges {
  const parsed = v.safeParse(ChatLinePayload, payload);
  return parsed.success ? parsed.output.badges : {};
}
