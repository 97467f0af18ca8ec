import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { adminApi } from '@onair/api-client';
import { useFormatDateTime } from '@onair/i18n';
import { Button, TextInput, notify } from '@onair/ui';
import { useConsoleT } from '../../i18n/use-console-t';
import { ServerTable } from '../../table/ServerTable';
import { TableFilters } from '../../table/TableFilters';
import { useTableQuery } from '../../table/use-table-query';
import { ScreenFrame } from '../shared/ScreenFrame';
import { useSiteInView } from '../shared/use-site-in-view';
import { RecordingDialog, type RecordingAction } from './RecordingDialog';

type Row = adminApi.AdminChannelRecordingsApiResponse['items'][number];
const column = createColumnHelper<Row>();

/** 1:02:03 or 4:05, as the replay cards show a length. */
function lengthOf(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * A channel's recordings (docs/media.md, "Managing recordings"), hidden ones too, by the channel's
 * number (the live list and a member's page show it): hide, show again or delete one, with a reason.
 */
export function RecordingsScreen() {
  const t = useConsoleT();
  const site = useSiteInView();
  const formatDateTime = useFormatDateTime();
  const query = useTableQuery({ filters: ['channelId'], size: 20 });
  const channelId = query.filters['channelId'] ?? '';
  const valid = /^\d{1,10}$/.test(channelId);
  const result = adminApi.useAdminChannelRecordingsQuery(
    { channelId, page: query.page, size: query.size },
    { skip: !valid },
  );
  const [open, setOpen] = useState<{ recording: Row; action: RecordingAction } | null>(null);

  const columns = useMemo(() => {
    const button = (row: Row, action: RecordingAction) => (
      <Button
        size="sm"
        variant={action === 'delete' ? 'ghost' : 'secondary'}
        className={action === 'delete' ? 'text-danger!' : ''}
        onClick={() => setOpen({ recording: row, action })}
        aria-label={`${t(`console.recordings.action.${action}.label`)} ${row.title}`}
      >
        {t(`console.recordings.action.${action}.label`)}
      </Button>
    );
    return [
      column.accessor('recordedStreamId', { header: () => t('console.recordings.col.id') }),
      column.accessor('title', {
        header: () => t('console.recordings.col.title'),
        cell: ({ getValue }) => <span className="line-clamp-2 min-w-40 break-words font-medium">{getValue()}</span>,
      }),
      column.accessor('startedAt', {
        header: () => t('console.recordings.col.startedAt'),
        cell: ({ getValue }) => <span className="block min-w-24">{formatDateTime(getValue())}</span>,
      }),
      column.accessor('durationSeconds', {
        header: () => t('console.recordings.col.length'),
        cell: ({ getValue }) => <span className="tabular-nums">{lengthOf(getValue())}</span>,
      }),
      column.accessor('hidden', {
        header: () => t('console.recordings.col.state'),
        cell: ({ getValue }) => (
          <span className={getValue() ? 'text-danger' : ''}>
            {t(getValue() ? 'console.recordings.hidden' : 'console.recordings.public')}
          </span>
        ),
      }),
      column.display({
        id: 'actions',
        header: () => t('console.staff.col.actions'),
        cell: ({ row }) => (
          <span className="flex flex-wrap items-center gap-1.5">
            {button(row.original, row.original.hidden ? 'show' : 'hide')}
            {button(row.original, 'delete')}
          </span>
        ),
      }),
    ];
  }, [t, formatDateTime]);

  return (
    <ScreenFrame title={t('console.recordings.title')} lead={t('console.recordings.lead', { brand: site })}>
      <TableFilters key={channelId} query={query}>
        <TextInput
          name="channelId"
          label={t('console.recordings.channelId')}
          defaultValue={channelId}
          inputMode="numeric"
          containerClassName="w-44"
          error={channelId !== '' && !valid ? t('console.recordings.channelIdInvalid') : undefined}
        />
      </TableFilters>
      {valid ? (
        <ServerTable
          label={t('console.recordings.title')}
          columns={columns}
          result={result}
          query={query}
          getRowId={(row) => String(row.recordedStreamId)}
          empty={t('console.recordings.none')}
        />
      ) : (
        <p className="text-sm text-muted">{t('console.recordings.pickChannel')}</p>
      )}
      {open && (
        <RecordingDialog
          recording={open.recording}
          action={open.action}
          onClose={() => setOpen(null)}
          onDone={(changed) => {
            setOpen(null);
            notify.success(t(changed ? `console.recordings.action.${open.action}.done` : 'console.recordings.unchanged'));
            void result.refetch();
          }}
        />
      )}
    </ScreenFrame>
  );
}
