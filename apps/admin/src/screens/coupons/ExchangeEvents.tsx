import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { adminApi } from '@onair/api-client';
import { useFormatDateTime } from '@onair/i18n';
import { Button, notify } from '@onair/ui';
import { useApiErrorText } from '../../i18n/use-api-error-text';
import { useConsoleT } from '../../i18n/use-console-t';
import { ServerTable } from '../../table/ServerTable';
import type { TableQueryState } from '../../table/use-table-query';
import { ActionDialog } from '../shared/ActionDialog';
import { ApplicationsDialog } from './ApplicationsDialog';
import { CreateExchangeDialog } from './CreateExchangeDialog';
import { useItemName } from './item-names';

type ExchangeEvent = adminApi.AdminListExchangeEventsApiResponse['items'][number];
const column = createColumnHelper<ExchangeEvent>();

type Open = { kind: 'applications' | 'end'; event: ExchangeEvent } | null;

const STATE_TONE = { scheduled: 'text-accent', running: 'text-success', ended: 'text-muted' } as const;

/** The brand's exchange events with their applications' totals: create, see applications, end early. */
export function ExchangeEvents({
  query,
  creating,
  onCreatingDone,
}: {
  query: TableQueryState;
  creating: boolean;
  onCreatingDone: () => void;
}) {
  const t = useConsoleT();
  const formatDateTime = useFormatDateTime();
  const itemName = useItemName();
  const errorText = useApiErrorText();
  const result = adminApi.useAdminListExchangeEventsQuery({ page: query.page, size: query.size });
  const [end, ending] = adminApi.useAdminEndExchangeEventMutation();
  const [open, setOpen] = useState<Open>(null);

  const columns = useMemo(
    () => [
      column.accessor('title', {
        header: () => t('console.coupons.col.title'),
        cell: ({ row, getValue }) => (
          <span className="flex min-w-36 flex-col gap-0.5">
            <span className="font-medium">{getValue()}</span>
            <span className="text-xs text-muted">#{row.original.eventId}</span>
          </span>
        ),
      }),
      column.display({
        id: 'rate',
        header: () => t('console.exchange.col.rate'),
        cell: ({ row }) => (
          <span className="flex flex-col text-xs">
            <span>
              {itemName(row.original.fromItemCode)} × {row.original.rateFrom}
            </span>
            <span>
              → {itemName(row.original.toItemCode)} × {row.original.rateTo}
            </span>
          </span>
        ),
      }),
      column.accessor('perMemberLimit', {
        header: () => t('console.exchange.col.limit'),
        cell: ({ getValue }) => getValue().toLocaleString(),
      }),
      column.display({
        id: 'window',
        header: () => t('console.content.col.window'),
        cell: ({ row }) => (
          <span className="flex min-w-32 flex-col text-xs">
            <span>{formatDateTime(row.original.startsAt)}</span>
            <span className="text-muted">~ {formatDateTime(row.original.endsAt)}</span>
          </span>
        ),
      }),
      column.display({
        id: 'totals',
        header: () => t('console.exchange.col.totals'),
        cell: ({ row }) => (
          <span className="flex flex-col text-xs tabular-nums whitespace-nowrap">
            <span>
              {t('console.exchange.totalApplications', {
                count: row.original.applications,
                members: row.original.members,
              })}
            </span>
            <span className="text-muted">
              {row.original.amountFrom.toLocaleString()} → {row.original.amountTo.toLocaleString()}
            </span>
          </span>
        ),
      }),
      column.accessor('state', {
        header: () => t('console.content.col.state'),
        cell: ({ getValue }) => (
          <span className={STATE_TONE[getValue()]}>{t(`console.exchange.state.${getValue()}`)}</span>
        ),
      }),
      column.display({
        id: 'actions',
        header: () => t('console.staff.col.actions'),
        cell: ({ row }) => (
          <span className="flex flex-wrap gap-1.5">
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setOpen({ kind: 'applications', event: row.original })}
              aria-label={`${t('console.exchange.applications')} ${row.original.title}`}
            >
              {t('console.exchange.applications')}
            </Button>
            {row.original.state !== 'ended' && (
              <Button
                size="sm"
                variant="ghost"
                className="text-danger!"
                onClick={() => setOpen({ kind: 'end', event: row.original })}
                aria-label={`${t('console.exchange.end')} ${row.original.title}`}
              >
                {t('console.exchange.end')}
              </Button>
            )}
          </span>
        ),
      }),
    ],
    [t, formatDateTime, itemName],
  );

  return (
    <>
      <ServerTable
        label={t('console.exchange.title')}
        columns={columns}
        result={result}
        query={query}
        getRowId={(row) => String(row.eventId)}
        empty={t('console.exchange.none')}
      />
      {creating && (
        <CreateExchangeDialog
          onClose={onCreatingDone}
          onCreated={() => {
            onCreatingDone();
            notify.success(t('console.exchange.created'));
            void result.refetch();
          }}
        />
      )}
      {open?.kind === 'applications' && (
        <ApplicationsDialog eventId={open.event.eventId} title={open.event.title} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'end' && (
        <ActionDialog
          formId="end-exchange"
          title={t('console.exchange.endTitle')}
          lead={t('console.exchange.endLead', { title: open.event.title })}
          summary={t('console.exchange.endSummary', { title: open.event.title })}
          actionLabel={t('console.exchange.end')}
          danger
          busy={ending.isLoading}
          onClose={() => setOpen(null)}
          onSubmit={async (reason) => {
            const answer = await end({ eventId: String(open.event.eventId), body: { reason } });
            if (answer.error) return errorText(answer.error);
            setOpen(null);
            notify.success(t('console.exchange.ended'));
            void result.refetch();
            return null;
          }}
        />
      )}
    </>
  );
}
