import type { DECLARATION_OUTCOMES, DECLARATION_STATUSES, DECLARATION_TARGETS } from '@onair/contracts';
import type { MessageKey } from '@onair/i18n';

export type ReportTargetType = (typeof DECLARATION_TARGETS)[number];

export const REPORT_TARGET_KEYS: Record<ReportTargetType, MessageKey> = {
  channel: 'member.report.target.channel',
  member: 'member.report.target.member',
  board: 'member.report.target.board',
  comment: 'member.report.target.comment',
  chat: 'member.report.target.chat',
  message: 'member.report.target.message',
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

export const REPORT_STATUS_KEYS: Record<(typeof DECLARATION_STATUSES)[number], MessageKey> = {
  received: 'member.report.status.received',
  reviewing: 'member.report.status.reviewing',
  actioned: 'member.report.status.actioned',
  dismissed: 'member.report.status.dismissed',
};

export const REPORT_OUTCOME_KEYS: Record<(typeof DECLARATION_OUTCOMES)[number], MessageKey> = {
  sanctioned: 'member.report.outcome.sanctioned',
  'taken-down': 'member.report.outcome.takenDown',
  'content-hidden': 'member.report.outcome.contentHidden',
};
