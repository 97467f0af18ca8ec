import { useT, type MessageKey } from '@onair/i18n';
import { selectLocale, useAppSelector } from '@onair/store';
import type { ChatRefusal } from '../room/chat-room-state';
import type { ChatRefusalCode } from '../room/wire';

const KEYS: Record<ChatRefusalCode, MessageKey> = {
  INVALID_REQUEST: 'chat.refusal.invalidRequest',
  MEMBERS_ONLY: 'chat.refusal.membersOnly',
  NOT_FOUND: 'chat.refusal.notFound',
  NOT_JOINED: 'chat.refusal.notJoined',
  EMPTY: 'chat.refusal.empty',
  TOO_LONG: 'chat.refusal.tooLong',
  RATE_LIMITED: 'chat.refusal.rateLimited',
  FROZEN: 'chat.refusal.frozen',
  SLOW_MODE: 'chat.refusal.slowMode',
  FOLLOWERS_ONLY: 'chat.refusal.followersOnly',
  MUTED: 'chat.refusal.muted',
  BANNED: 'chat.refusal.banned',
  KICKED: 'chat.refusal.kicked',
  FORBIDDEN: 'chat.refusal.forbidden',
  UNAVAILABLE: 'chat.refusal.unavailable',
  VOTE_IN_PROGRESS: 'chat.refusal.voteInProgress',
  VOTE_CLOSED: 'chat.refusal.voteClosed',
  ALREADY_VOTED: 'chat.refusal.alreadyVoted',
  ADULT_ONLY: 'chat.refusal.adultOnly',
  PASSWORD_REQUIRED: 'chat.refusal.passwordRequired',
  NOT_LIVE: 'chat.refusal.notLive',
  MATCH_IN_PROGRESS: 'chat.refusal.matchInProgress',
  MATCH_CLOSED: 'chat.refusal.matchClosed',
};

/**
 * A refusal as the reader sees it: Korean readers get the server's own sentence (it is written
 * for them and is the most precise), others the bundle's wording of its code.
 */
export function useRefusalText(refusal: ChatRefusal | null): string | null {
  const t = useT();
  const locale = useAppSelector(selectLocale);
  if (!refusal) return null;
  if (locale === 'ko' && refusal.message) return refusal.message;
  return t(KEYS[refusal.code] ?? 'chat.refusal.invalidRequest', {
    seconds: Math.max(1, Math.ceil((refusal.retryAfterMs ?? 0) / 1000)),
  });
}
