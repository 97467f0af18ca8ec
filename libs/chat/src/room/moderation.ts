import { isChatModerationAction } from '@onair/contracts';
import type { ChatModerationAction, ChatModerationType, ChatRole } from './wire';

/** A moderation action shown as a system line, placed after the last line seen when it came. */
export type ChatActionLine = { id: number; action: ChatModerationAction; afterSeq: number };

/** Action lines kept: they sit among the shown lines, which are capped too. */
export const MAX_ACTION_LINES = 50;

/** Well-formed enough to show (the contract's schema): the server fills it, but a page must not break on a bad frame. */
export const isModerationAction = isChatModerationAction;

/** The moderation a member can ask for from the nickname menu, with the kick's and dumb's minutes. */
export type ModerationRequest =
  | { type: Extract<ChatModerationType, 'kick' | 'dumb'>; minutes: number }
  | { type: Extract<ChatModerationType, 'blacklist' | 'manager' | 'unmanager'> };

/** The minutes the menu offers for a kick or a dumb (docs/chat.md: default 10, at most 1440). */
export const SANCTION_MINUTES = [10, 60] as const;

// The server's order (apps/api/src/modules/chat/chat-roles.ts): operator > owner > manager > member.
const RANK: Record<ChatRole, number> = { member: 0, manager: 1, owner: 2, operator: 3 };

/** The server's outranks rule: nobody acts on the owner, and only on those of lower rank. */
export const outranks = (actor: ChatRole, target: ChatRole) => target !== 'owner' && RANK[actor] > RANK[target];

/**
 * What the actor may do to the target, as the server would allow it: moderators sanction those
 * they outrank; the owner and operators appoint plain members and dismiss managers.
 */
export function allowedModeration(actor: ChatRole, target: ChatRole): ModerationRequest[] {
  if (actor === 'member' || !outranks(actor, target)) return [];
  const allowed: ModerationRequest[] = [
    ...SANCTION_MINUTES.map((minutes) => ({ type: 'kick' as const, minutes })),
    ...SANCTION_MINUTES.map((minutes) => ({ type: 'dumb' as const, minutes })),
    { type: 'blacklist' },
  ];
  if (actor === 'owner' || actor === 'operator') {
    if (target === 'member') allowed.push({ type: 'manager' });
    if (target === 'manager') allowed.push({ type: 'unmanager' });
  }
  return allowed;
}

/**
 * A chatter's standing now: their line says what it was when they spoke; an appointment or
 * dismissal seen since, the latest first, says what it is.
 */
export function currentRole(memberId: number, spokeAs: ChatRole, lines: readonly ChatActionLine[]): ChatRole {
  if (spokeAs === 'owner' || spokeAs === 'operator') return spokeAs;
  for (let index = lines.length - 1; index >= 0; index -= 1) {
    const { action } = lines[index] as ChatActionLine;
    if (action.targetMemberId !== memberId) continue;
    if (action.type === 'manager') return 'manager';
    if (action.type === 'unmanager') return 'member';
  }
  return spokeAs;
}
