import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { adminApi } from '@onair/api-client';
import { useFormatDateTime } from '@onair/i18n';
import { useConsoleT } from '../../i18n/use-console-t';
import { ServerTable } from '../../table/ServerTable';
import { useTableQuery } from '../../table/use-table-query';
import { ScreenFrame } from '../shared/ScreenFrame';
import { useSiteInView } from '../shared/use-site-in-view';
import { MemberFilters } from './MemberFilters';
import { MEMBER_FILTERS, memberSearchArgs } from './member-search-query';
import { RestrictionBadges } from './RestrictionBadges';

type Row = adminApi.AdminSearchMembersApiResponse['items'][number];
const column = createColumnHelper<Row>();

/** The brand's members by login ID, nickname, member id or phone, a page at a time. */
export function MemberSearch() {
  const t = useConsoleT();
  const site = useSiteInView();
  const formatDateTime = useFormatDateTime();
  const query = useTableQuery({ filters: MEMBER_FILTERS, size: 20 });
  const result = adminApi.useAdminSearchMembersQuery(
    memberSearchArgs(query.filters, query.page, query.size, query.sort),
  );

  const columns = useMemo(
    () => [
      column.accessor('memberId', {
        header: () => t('console.member.col.memberId'),
        enableSorting: true,
        cell: ({ getValue }) => <span className="font-mono text-xs">{getValue()}</span>,
      }),
      column.accessor('loginId', {
        header: () => t('console.member.col.loginId'),
        enableSorting: true,
        cell: ({ row, getValue }) => (
          <Link to={`/members/${row.original.memberId}`} className="font-medium text-accent hover:underline">
            {getValue()}
          </Link>
        ),
      }),
      column.accessor('nickname', { header: () => t('console.member.col.nickname'), enableSorting: true }),
      column.accessor('userType', {
        header: () => t('console.member.col.userType'),
        cell: ({ getValue }) => t(`console.member.userType.${getValue()}`),
      }),
      column.display({
        id: 'restrictions',
        header: () => t('console.member.col.restrictions'),
        cell: ({ row }) => <RestrictionBadges block={row.original.block} chatBan={row.original.chatBan} />,
      }),
      column.accessor('createdAt', {
        header: () => t('console.member.col.createdAt'),
        enableSorting: true,
        cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDateTime(getValue(), false)}</span>,
      }),
      column.accessor('lastLoginAt', {
        header: () => t('console.member.col.lastLoginAt'),
        enableSorting: true,
        cell: ({ getValue }) => {
          const at = getValue();
          return <span className="whitespace-nowrap">{at ? formatDateTime(at) : t('console.member.never')}</span>;
        },
      }),
    ],
    [t, formatDateTime],
  );

  return (
    <ScreenFrame title={t('console.member.title')} lead={t('console.member.lead', { brand: site })}>
      <MemberFilters query={query} />
      <ServerTable
        label={t('console.member.title')}
        columns={columns}
        result={result}
        query={query}
        getRowId={(row) => String(row.memberId)}
        empty={t('console.member.noneFound')}
      />
    </ScreenFrame>
  );
}
