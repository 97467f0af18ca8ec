import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { adminApi } from '@onair/api-client';
import { useFormatDateTime } from '@onair/i18n';
import { notify } from '@onair/ui';
import { useConsoleT } from '../../i18n/use-console-t';
import { ServerTable } from '../../table/ServerTable';
import { useTableQuery } from '../../table/use-table-query';
import { ScreenFrame } from '../shared/ScreenFrame';
import { useSiteInView } from '../shared/use-site-in-view';
import { ChannelActions } from './ChannelActions';
import { ChannelFlags } from './ChannelFlags';
import { LiveFilters } from './LiveFilters';
import { LIVE_FILTERS, LIVE_REFRESH_MS, liveChannelsArgs } from './live-channels-query';
import { LiveThumbnail } from './LiveThumbnail';
import { TakedownDialog, type ChannelAction } from './TakedownDialog';

type Row = adminApi.AdminLiveChannelsApiResponse['items'][number];
const column = createColumnHelper<Row>();

/** The brand's channels on air now (or suspended), reloaded every 30 s, and the takedown actions. */
export function LiveChannelsScreen() {
  const t = useConsoleT();
  const site = useSiteInView();
  const formatDateTime = useFormatDateTime();
  const query = useTableQuery({ filters: LIVE_FILTERS, size: 20 });
  const result = adminApi.useAdminLiveChannelsQuery(
    liveChannelsArgs(query.filters, query.page, query.size, query.sort),
    { pollingInterval: LIVE_REFRESH_MS, skipPollingIfUnfocused: true },
  );
  const [open, setOpen] = useState<{ channel: Row; action: ChannelAction } | null>(null);

  const columns = useMemo(
    () => [
      column.accessor('thumbnailUrl', {
        header: () => t('console.live.col.thumbnail'),
        cell: ({ row, getValue }) => <LiveThumbnail url={getValue()} title={row.original.title} />,
      }),
      column.accessor('title', {
        header: () => t('console.live.col.title'),
        cell: ({ row, getValue }) => (
          <span className="flex min-w-36 flex-col gap-0.5">
            <span className="line-clamp-2 break-words font-medium">{getValue()}</span>
            <span className="text-xs text-muted">{row.original.channelName}</span>
            {row.original.suspension && (
              <span className="text-xs text-danger">
                {t('console.live.suspendedBecause', { reason: row.original.suspension.reason })}
              </span>
            )}
          </span>
        ),
      }),
      column.accessor('streamer', {
        header: () => t('console.live.col.streamer'),
        cell: ({ getValue }) => (
          <span className="flex flex-col whitespace-nowrap">
            <span>{getValue().nickname}</span>
            <span className="text-xs text-muted">{`${getValue().loginId} · #${getValue().memberId}`}</span>
          </span>
        ),
      }),
      column.accessor('viewers', {
        header: () => t('console.live.col.viewers'),
        enableSorting: true,
        cell: ({ getValue }) => (
          <span className="whitespace-nowrap tabular-nums">{t('console.live.viewerCount', { count: getValue() })}</span>
        ),
      }),
      column.accessor('startedAt', {
        header: () => t('console.live.col.startedAt'),
        enableSorting: true,
        cell: ({ getValue }) => {
          const at = getValue();
          // May break after the date, so the actions keep their room on a 1024 px tablet.
          return <span className="block min-w-24">{at ? formatDateTime(at) : t('console.member.none')}</span>;
        },
      }),
      column.display({
        id: 'flags',
        header: () => t('console.live.col.flags'),
        cell: ({ row }) => <ChannelFlags channel={row.original} />,
      }),
      column.display({
        id: 'actions',
        header: () => t('console.staff.col.actions'),
        cell: ({ row }) => (
          <ChannelActions channel={row.original} onAction={(action) => setOpen({ channel: row.original, action })} />
        ),
      }),
    ],
    [t, formatDateTime],
  );

  return (
    <ScreenFrame title={t('console.live.title')} lead={t('console.live.lead', { brand: site })}>
      <LiveFilters query={query} />
      <ServerTable
        label={t('console.live.title')}
        columns={columns}
        result={result}
        query={query}
        getRowId={(row) => String(row.channelId)}
        empty={t(query.filters['state'] === 'suspended' ? 'console.live.noneSuspended' : 'console.live.noneLive')}
      />
      {open && (
        <TakedownDialog
          channel={open.channel}
          action={open.action}
          onClose={() => setOpen(null)}
          onDone={(changed) => {
            setOpen(null);
            notify.success(t(changed ? `console.live.action.${open.action}.done` : 'console.live.unchanged'));
            void result.refetch();
          }}
        />
      )}
    </ScreenFrame>
  );
}
