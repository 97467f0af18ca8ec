import {
  DECLARATION_OUTCOMES,
  DECLARATION_STATUSES,
  DECLARATION_TARGETS,
  type ReportDetail,
} from '@onair/contracts';
import type { ConsoleMessageKey } from '../../i18n/use-console-t';

export type ReportStatus = (typeof DECLARATION_STATUSES)[number];
export type ReportTarget = (typeof DECLARATION_TARGETS)[number];
export type ReportOutcome = (typeof DECLARATION_OUTCOMES)[number];
export type ReportedContent = ReportDetail['reported'];

export const REPORT_STATUSES = DECLARATION_STATUSES;
export const REPORT_TARGETS = DECLARATION_TARGETS;
export const REPORT_OUTCOMES = DECLARATION_OUTCOMES;

export const statusKey = (status: ReportStatus) => `console.reports.status.${status}` as const;
export const targetKey = (target: ReportTarget) => `console.reports.target.${target}` as const;
export const outcomeKey = (outcome: ReportOutcome) => `console.reports.outcome.${outcome}` as const;
/** The API's reasons are 1-6; anything else reads as 기타. */
export const reasonKey = (reason: number): ConsoleMessageKey =>
  reason >= 1 && reason <= 6 ? (`console.reports.reason.${reason}` as ConsoleMessageKey) : 'console.reports.reason.6';

export const isOpen = (status: ReportStatus) => status === 'received' || status === 'reviewing';

/** The member the report is about, as the content says (none when it is gone or a withdrawn sender). */
export function reportedMember(content: ReportedContent): { memberId: number; nickname: string } | null {
  switch (content.kind) {
    case 'chat': {
      const line = content.lines.find((entry) => entry.reported);
      return line?.memberId ? { memberId: line.memberId, nickname: line.nickname } : null;
    }
    case 'board':
    case 'comment':
      return content.author;
    case 'channel':
      return content.owner;
    case 'member':
      return { memberId: content.memberId, nickname: content.nickname };
    case 'message':
      return content.sender;
    case 'gone':
      return null;
  }
}
