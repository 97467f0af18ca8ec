import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { adminApi } from '@onair/api-client';
import { CONTENT_KINDS, CONTENT_STATES, type ContentItem, type ContentKind, type ContentState } from '@onair/contracts';
import { useFormatDateTime } from '@onair/i18n';
import { Button, notify, SelectField } from '@onair/ui';
import { useApiErrorText } from '../../i18n/use-api-error-text';
import { useConsoleT } from '../../i18n/use-console-t';
import { ServerTable } from '../../table/ServerTable';
import { useTableQuery } from '../../table/use-table-query';
import { ActionDialog } from '../shared/ActionDialog';
import { ScreenFrame } from '../shared/ScreenFrame';
import { StatusTabs } from '../shared/StatusTabs';
import { useSiteInView } from '../shared/use-site-in-view';
import { ContentEditor } from './ContentEditor';
import { ContentPreviewPanel } from './ContentPreviewPanel';
import { KIND_FIELDS, KIND_ORDER } from './content-kinds';
import { StateBadge } from './StateBadge';

const column = createColumnHelper<ContentItem>();

type Open = { kind: 'create' } | { kind: 'edit' | 'retire'; item: ContentItem } | null;

const isKind = (value: string | undefined): value is ContentKind =>
  (CONTENT_KINDS as readonly string[]).includes(value ?? '');
const isState = (value: string | undefined): value is ContentState =>
  (CONTENT_STATES as readonly string[]).includes(value ?? '');

/**
 * The brand's home and service content, one kind at a time: create, edit (text, order, schedule),
 * retire, and preview the home page as a visitor and a member would see it at a chosen time.
 */
export function ContentScreen() {
  const t = useConsoleT();
  const site = useSiteInView();
  const formatDateTime = useFormatDateTime();
  const errorText = useApiErrorText();
  const query = useTableQuery({ filters: ['kind', 'state'], size: 20 });
  const kind: ContentKind = isKind(query.filters['kind']) ? query.filters['kind'] : 'banner';
  const state = isState(query.filters['state']) ? query.filters['state'] : undefined;
  const result = adminApi.useAdminListContentQuery({
    kind,
    page: query.page,
    size: query.size,
    ...(state ? { state } : {}),
  });
  const [retire, retiring] = adminApi.useAdminRetireContentMutation();
  const [open, setOpen] = useState<Open>(null);
  const [previewing, setPreviewing] = useState(false);
  const fields = KIND_FIELDS[kind];

  const done = (message: string) => {
    setOpen(null);
    notify.success(message);
    void result.refetch();
  };

  const columns = useMemo(
    () => [
      ...(fields.position
        ? [
            column.accessor('position', {
              header: () => t('console.content.col.position'),
              cell: ({ getValue }) => getValue(),
            }),
          ]
        : []),
      column.accessor('title', {
        header: () => t('console.content.col.title'),
        cell: ({ row, getValue }) => (
          <span className="flex min-w-40 flex-col gap-0.5">
            <span className="font-medium break-words">
              {row.original.important && <span className="mr-1 text-accent">{t('console.content.pinned')}</span>}
              {getValue()}
            </span>
            <span className="text-xs text-muted">{row.original.titleEn ?? t('console.content.noEnglish')}</span>
          </span>
        ),
      }),
      ...(fields.audience
        ? [
            column.accessor('audience', {
              header: () => t('console.content.col.audience'),
              cell: ({ getValue }) => t(`console.content.audience.${getValue()}`),
            }),
          ]
        : []),
      column.display({
        id: 'window',
        header: () => t('console.content.col.window'),
        cell: ({ row }) => (
          <span className="flex min-w-32 flex-col text-xs">
            <span>
              {row.original.startsAt ? formatDateTime(row.original.startsAt) : t('console.content.fromAlways')}
            </span>
            <span className="text-muted">
              {row.original.endsAt ? `~ ${formatDateTime(row.original.endsAt)}` : t('console.content.toAlways')}
            </span>
          </span>
        ),
      }),
      column.accessor('state', {
        header: () => t('console.content.col.state'),
        cell: ({ getValue }) => <StateBadge state={getValue()} />,
      }),
      column.display({
        id: 'actions',
        header: () => t('console.staff.col.actions'),
        cell: ({ row }) => (
          <span className="flex gap-1.5">
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setOpen({ kind: 'edit', item: row.original })}
              aria-label={`${t('console.content.editShort')} ${row.original.title}`}
            >
              {t('console.content.editShort')}
            </Button>
            {row.original.state !== 'retired' && (
              <Button
                size="sm"
                variant="ghost"
                className="text-danger!"
                onClick={() => setOpen({ kind: 'retire', item: row.original })}
                aria-label={`${t('console.content.retire')} ${row.original.title}`}
              >
                {t('console.content.retire')}
              </Button>
            )}
          </span>
        ),
      }),
    ],
    [t, formatDateTime, fields.position, fields.audience],
  );

  return (
    <ScreenFrame
      title={t('console.content.title')}
      lead={t('console.content.lead', { brand: site })}
      actions={
        <>
          <Button variant="secondary" onClick={() => setPreviewing(true)}>
            {t('console.content.preview')}
          </Button>
          <Button onClick={() => setOpen({ kind: 'create' })}>
            {t('console.content.create', { kind: t(`console.content.kind.${kind}`) })}
          </Button>
        </>
      }
    >
      {previewing && <ContentPreviewPanel onClose={() => setPreviewing(false)} />}
      <StatusTabs
        label={t('console.content.kindsLabel')}
        statuses={KIND_ORDER}
        selected={kind}
        onSelect={(next) => query.setFilters({ kind: next, ...(state ? { state } : {}) })}
        labelOf={(value) => t(`console.content.kind.${value}`)}
      />
      <SelectField
        className="w-48"
        label={t('console.content.stateFilter')}
        value={state ?? ''}
        onChange={(event) => query.setFilters({ kind, state: event.target.value })}
      >
        <option value="">{t('console.content.state.all')}</option>
        {CONTENT_STATES.map((value) => (
          <option key={value} value={value}>
            {t(`console.content.state.${value}`)}
          </option>
        ))}
      </SelectField>
      <ServerTable
        label={t(`console.content.kind.${kind}`)}
        columns={columns}
        result={result}
        query={query}
        getRowId={(row) => String(row.itemId)}
        empty={t('console.content.none')}
      />
      {(open?.kind === 'create' || open?.kind === 'edit') && (
        <ContentEditor
          kind={kind}
          {...(open.kind === 'edit' ? { item: open.item } : {})}
          onClose={() => setOpen(null)}
          onSaved={() => done(t('console.content.saved'))}
        />
      )}
      {open?.kind === 'retire' && (
        <ActionDialog
          formId="retire-content"
          title={t('console.content.retireTitle')}
          lead={t('console.content.retireLead', { title: open.item.title })}
          summary={t('console.content.retireSummary', { title: open.item.title })}
          actionLabel={t('console.content.retire')}
          danger
          busy={retiring.isLoading}
          onClose={() => setOpen(null)}
          onSubmit={async (reason) => {
            const answer = await retire({ kind, itemId: String(open.item.itemId), body: { reason } });
            if (answer.error) return errorText(answer.error);
            done(t('console.content.retired'));
            return null;
          }}
        />
      )}
    </ScreenFrame>
  );
}
