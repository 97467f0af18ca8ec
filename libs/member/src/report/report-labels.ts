import type { MessageKey } from '@onair/i18n';

export type ReportTargetType = 'channel' | 'member' | 'board' | 'comment' | 'chat';

export const REPORT_TARGET_KEYS: Record<ReportTargetType, MessageKey> = {
  channel: 'member.report.target.channel',
  member: 'member.report.target.member',
  board: 'member.report.target.board',
  comment: 'member.report.target.comment',
  chat: 'member.report.target.chat',
};

/** The report reasons of the API (1-6), by number. */
export const REPORT_REASON_KEYS: Record<number, MessageKey> = {
  1: 'member.report.reason.abuse',
  2: 'member.report.reason.obscene',
  3: 'member.report.reason.spam',
  4: 'member.report.reason.fraud',
  5: 'member.report.reason.copyright',
  6: 'member.report.reason.other',
};

export const REPORT_STATUS_KEYS: Record<'received' | 'reviewing' | 'done', MessageKey> = {
  received: 'member.report.status.received',
  reviewing: 'member.report.status.reviewing',
  done: 'member.report.status.done',
};
