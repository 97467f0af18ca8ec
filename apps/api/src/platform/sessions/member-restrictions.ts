import { sql } from 'drizzle-orm';
import { members } from '@onair/db';
import { messageText } from '@onair/contracts';
import { ApiError } from '../http/errors';

/**
 * members.blocked as it stands now: a timed block lapses at blocked_until by itself, so no job has
 * to clear it. Every check of a member's standing selects this instead of the bare column.
 */
export const blockedNow = sql<boolean>`(${members.blocked} and (${members.blockedUntil} is null or ${members.blockedUntil} > now()))`;

/** The same rule in code, for rows already read: on, and not past its end (null: permanent). */
export const inForce = (on: boolean, until: Date | null, now: Date = new Date()) =>
  on && (until === null || until.getTime() > now.getTime());

const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** YYYY-MM-DD HH:mm in Korean time: how a sanction's end is written in its message. */
export const kstMinute = (at: Date) =>
  new Date(at.getTime() + KST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

/**
 * What a blocked member's money and message requests answer: 403 with the end date, so the web can
 * tell them why and until when rather than sign them out without a word.
 */
export const accountBlockedError = (until: Date | null) => new ApiError(403, 'ACCOUNT_BLOCKED', blockedMessage(until));

/**
 * What a blocked member's sign-in answers, by password or by a social provider: 423 BLOCKED (SPEC
 * section 8), worded with the block's end so the sign-in form can say until when, or that it is permanent.
 */
export const blockedSignInError = (until: Date | null) => new ApiError(423, 'BLOCKED', blockedMessage(until));

const blockedMessage = (until: Date | null) =>
  until ? { key: 'sanction.blockedUntil' as const, params: { until: kstMinute(until) } } : ('sanction.blockedPermanently' as const);

/** The chat's refusal text for a member under a brand-wide chat ban. */
export const chatBanText = (until: Date | null) =>
  until
    ? messageText({ key: 'sanction.chatBannedUntil', params: { until: kstMinute(until) } })
    : messageText('sanction.chatBannedPermanently');
