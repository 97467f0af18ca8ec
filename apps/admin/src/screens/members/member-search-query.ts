import { MEMBER_SORTS } from '@onair/contracts';
import type { adminApi } from '@onair/api-client';
import { sortAndOrder, type TableSort } from '../../table/table-query';

/** The search's filters: the API's query names. */
export const MEMBER_FILTERS = ['loginId', 'nickname', 'memberId', 'phone'] as const;

/** The route's arguments for a page of the search; phone numbers are stored as digits only. */
export function memberSearchArgs(
  filters: Record<string, string>,
  page: number,
  size: number,
  sort: TableSort | null,
): adminApi.AdminSearchMembersApiArg {
  const phone = filters['phone']?.replace(/\D/g, '');
  return {
    ...filters,
    ...(phone ? { phone } : {}),
    page,
    size,
    ...sortAndOrder(sort, MEMBER_SORTS),
  };
}
