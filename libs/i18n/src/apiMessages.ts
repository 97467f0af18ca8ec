import {
  AUTH_MESSAGES,
  BOARD_MESSAGES,
  CHANNEL_MESSAGES,
  CHANNEL_NOTICE_MESSAGES,
  CHANNEL_PROFILE_MESSAGES,
  CS_MESSAGES,
  FOLLOW_MESSAGES,
  LIVE_AUTH_MESSAGES,
  MESSAGE_MESSAGES,
  PERMISSION_MESSAGES,
  RATE_LIMIT_MESSAGES,
  STREAM_MESSAGES,
  UPLOAD_MESSAGES,
  VALIDATION_MESSAGES,
} from '@onair/contracts';
import type { MessageKey, MessageValues } from './I18nProvider';

/**
 * The community and member messages of @onair/contracts (what the API answers, in Korean) and the
 * bundle key of each, so a reader of another language gets their own wording. Money and sign-in
 * messages have their own tables in @onair/payments and @onair/auth.
 */
const KEYS: ReadonlyArray<readonly [template: string, key: MessageKey]> = [
  [RATE_LIMIT_MESSAGES.tooManyRequests, 'apiError.rateLimited'],
  [UPLOAD_MESSAGES.tooLarge, 'apiError.upload.tooLarge'],
  [UPLOAD_MESSAGES.tooManyPixels, 'apiError.upload.tooManyPixels'],
  [UPLOAD_MESSAGES.unsupportedType, 'apiError.upload.unsupportedType'],
  [UPLOAD_MESSAGES.tooMany, 'apiError.upload.tooMany'],
  [UPLOAD_MESSAGES.required, 'apiError.upload.required'],
  [UPLOAD_MESSAGES.notMultipart, 'apiError.upload.notMultipart'],
  [UPLOAD_MESSAGES.notFound, 'apiError.upload.notFound'],
  [UPLOAD_MESSAGES.unknownField, 'apiError.upload.unknownField'],
  [UPLOAD_MESSAGES.malformed, 'apiError.upload.malformed'],
  [VALIDATION_MESSAGES.invalidCharacter, 'apiError.input.invalidCharacter'],
  [VALIDATION_MESSAGES.wholeNumber, 'apiError.input.wholeNumber'],
  [CHANNEL_PROFILE_MESSAGES.name, 'apiError.channel.name'],
  [CHANNEL_PROFILE_MESSAGES.description, 'apiError.channel.description'],
  [CHANNEL_PROFILE_MESSAGES.noChannel, 'channel.settings.noChannel'],
  [CHANNEL_PROFILE_MESSAGES.alreadyOpen, 'apiError.channel.alreadyOpen'],
  [CHANNEL_PROFILE_MESSAGES.ownerOnly, 'apiError.channel.ownerOnly'],
  [CHANNEL_PROFILE_MESSAGES.adultPlusNeedsAdult, 'apiError.channel.adultPlusNeedsAdult'],
  [CHANNEL_PROFILE_MESSAGES.adultNeedsAdultStreamer, 'apiError.channel.adultNeedsAdultStreamer'],
  [CHANNEL_PROFILE_MESSAGES.broadcastRulesRequired, 'apiError.channel.broadcastRulesRequired'],
  [CHANNEL_PROFILE_MESSAGES.liveTitle, 'apiError.channel.liveTitle'],
  [CHANNEL_MESSAGES.notFound, 'apiError.channel.notFound'],
  [STREAM_MESSAGES.recordedChannelNotFound, 'apiError.channel.notFound'],
  [STREAM_MESSAGES.recordedStreamNotFound, 'channel.replay.notFound'],
  [CHANNEL_NOTICE_MESSAGES.title, 'channel.post.titleRule'],
  [CHANNEL_NOTICE_MESSAGES.content, 'channel.post.contentRule'],
  [CHANNEL_NOTICE_MESSAGES.notFound, 'channel.notice.notFound'],
  [CHANNEL_NOTICE_MESSAGES.tooManyImages, 'apiError.post.tooManyImages'],
  [CHANNEL_NOTICE_MESSAGES.unknownImage, 'apiError.post.unknownImage'],
  [BOARD_MESSAGES.comment, 'apiError.board.comment'],
  [BOARD_MESSAGES.notFound, 'channel.board.notFound'],
  [BOARD_MESSAGES.commentNotFound, 'apiError.board.commentNotFound'],
  [BOARD_MESSAGES.writeNotAllowed, 'apiError.board.writeNotAllowed'],
  [BOARD_MESSAGES.commentNotAllowed, 'apiError.board.commentNotAllowed'],
  [BOARD_MESSAGES.boardsOff, 'apiError.board.boardsOff'],
  [MESSAGE_MESSAGES.content, 'member.messages.contentRule'],
  [MESSAGE_MESSAGES.recipientNotFound, 'apiError.message.memberNotFound'],
  [MESSAGE_MESSAGES.toSelf, 'apiError.message.toSelf'],
  [MESSAGE_MESSAGES.blockedByRecipient, 'apiError.message.blockedByRecipient'],
  [MESSAGE_MESSAGES.recipientRefuses, 'apiError.message.recipientRefuses'],
  [MESSAGE_MESSAGES.notFound, 'apiError.message.notFound'],
  [MESSAGE_MESSAGES.msgIds, 'apiError.message.selectToDelete'],
  [MESSAGE_MESSAGES.blockSelf, 'apiError.message.blockSelf'],
  [CS_MESSAGES.category, 'member.cs.error.category'],
  [CS_MESSAGES.title, 'member.cs.error.title'],
  [CS_MESSAGES.content, 'apiError.cs.content'],
  [CS_MESSAGES.inquiryNotFound, 'apiError.cs.inquiryNotFound'],
  [CS_MESSAGES.inquiryAnswered, 'apiError.cs.inquiryAnswered'],
  [CS_MESSAGES.answer, 'apiError.cs.answer'],
  [CS_MESSAGES.operatorOnly, 'apiError.cs.operatorOnly'],
  [CS_MESSAGES.targetType, 'member.report.error.targetType'],
  [CS_MESSAGES.targetId, 'member.report.error.targetId'],
  [CS_MESSAGES.reason, 'member.report.error.reason'],
  [CS_MESSAGES.declarationNotFound, 'apiError.cs.reportNotFound'],
  [CS_MESSAGES.targetNotFound, 'apiError.cs.reportTargetNotFound'],
  [CS_MESSAGES.declarationInReview, 'apiError.cs.reportInReview'],
  [CS_MESSAGES.bankCode, 'member.cs.account.error.bank'],
  [CS_MESSAGES.bankAccount, 'member.cs.account.error.account'],
  [CS_MESSAGES.bankHolderName, 'member.cs.account.error.holder'],
  [FOLLOW_MESSAGES.ownChannel, 'apiError.follow.ownChannel'],
  [LIVE_AUTH_MESSAGES.adultOnly, 'chat.refusal.adultOnly'],
  [LIVE_AUTH_MESSAGES.passwordRequired, 'chat.refusal.passwordRequired'],
  [LIVE_AUTH_MESSAGES.wrongPassword, 'apiError.live.wrongPassword'],
  [LIVE_AUTH_MESSAGES.passRequired, 'apiError.live.passRequired'],
  [LIVE_AUTH_MESSAGES.tooManyTries, 'apiError.live.tooManyTries'],
  [LIVE_AUTH_MESSAGES.addressTooManyTries, 'apiError.live.addressTooManyTries'],
  [LIVE_AUTH_MESSAGES.roomTooManyTries, 'apiError.live.roomTooManyTries'],
  [LIVE_AUTH_MESSAGES.notOwner, 'apiError.live.notOwner'],
  [PERMISSION_MESSAGES.membersOnly, 'auth.membersOnly.text'],
  [PERMISSION_MESSAGES.notAllowed, 'chat.refusal.forbidden'],
  [PERMISSION_MESSAGES.authorOnly, 'apiError.permission.authorOnly'],
  [AUTH_MESSAGES.invalidAccess, 'auth.invalidAccess'],
  [AUTH_MESSAGES.sessionExpired, 'auth.sessionExpired'],
  [VALIDATION_MESSAGES.nickname, 'auth.validation.nickname'],
  [VALIDATION_MESSAGES.nicknameTaken, 'auth.validation.nicknameTaken'],
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** '파일은 최대 {max}개…' as a pattern whose named groups catch the filled-in values. */
const patternOf = (template: string) =>
  new RegExp(
    `^${template
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        return name ? `(?<${name}>.+?)` : escape(part);
      })
      .join('')}$`,
  );

const PATTERNS = KEYS.map(([template, key]) => ({ pattern: patternOf(template), key }));

/** The bundle key (and filled-in values) of a contract message; undefined for any other text. */
export function apiMessageKey(message: string): { key: MessageKey; values: MessageValues } | undefined {
  for (const { pattern, key } of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return { key, values: { ...match.groups } };
  }
  return undefined;
}

const HANGUL = /[\uAC00-\uD7A3]/;

/** True when a text is (partly) Korean: an unknown Korean message means nothing to other readers. */
export const isKorean = (text: string) => HANGUL.test(text);
