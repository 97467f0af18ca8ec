import { AUDIT_SORTS, BRAND_CODES, type BrandCode } from '@onair/contracts';
import type { adminApi } from '@onair/api-client';
import type { BrandChoice } from '../../app/console-slice';
import { sortAndOrder, type TableSort } from '../../table/table-query';

/** The audit log's filters, by their query-string names (also the API's, but for the dates). */
export const AUDIT_FILTERS = ['staffId', 'action', 'brand', 'targetKind', 'targetId', 'from', 'to'] as const;

/** The actions the API writes today (apps/api/src/modules/admin); the filter also takes others by hand. */
export const AUDIT_ACTIONS = [
  'staff.create',
  'staff.invite',
  'staff.change',
  'staff.disable',
  'staff.enrol',
  'staff.signIn',
  'member.block',
  'member.block.lift',
  'member.chat-ban',
  'member.chat-ban.lift',
  'member.userType',
  'live.end',
  'live.revoke-key',
  'live.suspend',
  'live.lift',
  'recording.hide',
  'recording.show',
  'recording.delete',
  'category.create',
  'category.update',
  'report.review',
  'report.dismiss',
  'report.hide',
  'report.action',
  'inquiry.answer',
  'account-change.approve',
  'account-change.refuse',
] as const;

/** What an entry acts on (its target_kind), each with its name in the console's words. */
export const AUDIT_TARGET_KINDS = ['staff', 'staff-login', 'member', 'channel', 'recording', 'category', 'report', 'inquiry', 'account-change'] as const;

const isBrand = (value: string | undefined): value is BrandCode => BRAND_CODES.includes(value as BrandCode);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The API's query from the filters in the query string: a date is a whole day in Korean time, and
 * with no brand filter the brand selector's brand (if one) narrows the log.
 */
export function auditArgs(
  filters: Record<string, string>,
  choice: BrandChoice,
  page: number,
  size: number,
  sort: TableSort | null = null,
): adminApi.AdminAuditApiArg {
  const brand = isBrand(filters['brand']) ? filters['brand'] : choice === 'all' ? undefined : choice;
  const from = filters['from'];
  const to = filters['to'];
  return {
    staffId: /^\d+$/.test(filters['staffId'] ?? '') ? filters['staffId'] : undefined,
    action: filters['action'],
    brand,
    targetKind: filters['targetKind'],
    targetId: filters['targetId'],
    from: from && DAY.test(from) ? `${from}T00:00:00+09:00` : undefined,
    to: to && DAY.test(to) ? `${to}T23:59:59.999+09:00` : undefined,
    page,
    size,
    ...sortAndOrder(sort, AUDIT_SORTS),
  };
}
