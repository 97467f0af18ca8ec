import { useState } from 'react';
import { adminApi } from '@onair/api-client';
import type { AdminCategory } from '@onair/contracts';
import { Button, notify, QueryState } from '@onair/ui';
import { selectStaff } from '../../app/console-slice';
import { useConsoleSelector } from '../../app/hooks';
import { useApiErrorText } from '../../i18n/use-api-error-text';
import { useConsoleT } from '../../i18n/use-console-t';
import { PlainTable, type PlainColumn } from '../shared/PlainTable';
import { ScreenFrame } from '../shared/ScreenFrame';
import { CategoryDialog } from './CategoryDialog';
import { moveChanges, nextPosition } from './category-order';

type Editing = { mode: 'create' } | { mode: 'rename'; category: AdminCategory } | null;

/**
 * Browse's categories, one list for every brand (docs/discovery.md): in the order viewers see them,
 * hidden ones too; add, rename (Korean and English), move up or down, hide or show again. The list
 * being every brand's, an account of some brands reads it and is told why it cannot change it.
 */
export function CategoriesScreen() {
  const t = useConsoleT();
  const errorText = useApiErrorText();
  const staff = useConsoleSelector(selectStaff);
  const mayChange = staff?.brands === 'all';
  const result = adminApi.useAdminListCategoriesQuery();
  const [update] = adminApi.useAdminUpdateCategoryMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState(false);
  const rows = result.data?.items ?? [];

  /** Sends the changes one after another (each is audited on its own) and reads the list again. */
  const apply = async (changes: { categoryId: number; body: { position?: number; enabled?: boolean } }[], done: string) => {
    setBusy(true);
    try {
      for (const change of changes) {
        const answer = await update({ categoryId: String(change.categoryId), body: change.body });
        if (answer.error) {
          notify.error(errorText(answer.error));
          return;
        }
      }
      notify.success(done);
    } finally {
      setBusy(false);
      void result.refetch();
    }
  };

  const move = (row: AdminCategory, by: -1 | 1) =>
    apply(
      moveChanges(rows, row.categoryId, by).map(({ categoryId, position }) => ({ categoryId, body: { position } })),
      t('console.categories.moved', { name: row.nameKo }),
    );

  const toggle = (row: AdminCategory) =>
    apply(
      [{ categoryId: row.categoryId, body: { enabled: !row.enabled } }],
      t(row.enabled ? 'console.categories.hidden' : 'console.categories.shown', { name: row.nameKo }),
    );

  const columns: PlainColumn<AdminCategory>[] = [
    { id: 'order', header: t('console.categories.col.order'), cell: (row) => rows.indexOf(row) + 1 },
    { id: 'nameKo', header: t('console.categories.col.nameKo'), cell: (row) => <span className="font-medium">{row.nameKo}</span> },
    { id: 'nameEn', header: t('console.categories.col.nameEn'), cell: (row) => row.nameEn },
    { id: 'slug', header: t('console.categories.col.slug'), cell: (row) => <code className="text-xs whitespace-nowrap">{row.slug}</code> },
    { id: 'kind', header: t('console.categories.col.kind'), cell: (row) => <span className="whitespace-nowrap">{t(`console.categories.kind.${row.kind}`)}</span> },
    {
      id: 'state',
      header: t('console.categories.col.state'),
      cell: (row) => (
        <span
          className={`rounded px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${row.enabled ? 'bg-success/15 text-success' : 'bg-surface-raised text-muted'}`}
        >
          {t(row.enabled ? 'console.categories.state.shown' : 'console.categories.state.hidden')}
        </span>
      ),
    },
    ...(mayChange
      ? [
          {
            id: 'actions',
            header: t('console.categories.col.actions'),
            cell: (row: AdminCategory) => {
              const index = rows.indexOf(row);
              return (
                <div className="flex flex-wrap gap-1">
                  <Button size="sm" variant="secondary" disabled={busy || index === 0} onClick={() => void move(row, -1)} aria-label={t('console.categories.upLabel', { name: row.nameKo })}>
                    {t('console.categories.up')}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={busy || index === rows.length - 1}
                    onClick={() => void move(row, 1)}
                    aria-label={t('console.categories.downLabel', { name: row.nameKo })}
                  >
                    {t('console.categories.down')}
                  </Button>
                  <Button size="sm" variant="secondary" disabled={busy} onClick={() => setEditing({ mode: 'rename', category: row })} aria-label={t('console.categories.renameLabel', { name: row.nameKo })}>
                    {t('console.categories.rename')}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={busy}
                    onClick={() => void toggle(row)}
                    aria-label={t(row.enabled ? 'console.categories.hideLabel' : 'console.categories.showLabel', { name: row.nameKo })}
                  >
                    {t(row.enabled ? 'console.categories.hide' : 'console.categories.show')}
                  </Button>
                </div>
              );
            },
          },
        ]
      : []),
  ];

  return (
    <ScreenFrame
      title={t('console.categories.title')}
      lead={t('console.categories.lead')}
      actions={
        mayChange && (
          <Button onClick={() => setEditing({ mode: 'create' })} disabled={!result.data}>
            {t('console.categories.add')}
          </Button>
        )
      }
    >
      {!mayChange && (
        <p role="note" className="rounded border border-border bg-surface-raised px-3 py-2 text-sm text-text">
          {t('console.categories.everyBrandOnly')}
        </p>
      )}
      <QueryState query={result}>
        {(data) => (
          <PlainTable
            label={t('console.categories.title')}
            columns={columns}
            rows={data.items}
            getRowId={(row) => String(row.categoryId)}
            empty={t('console.categories.none')}
          />
        )}
      </QueryState>
      {editing && (
        <CategoryDialog
          category={editing.mode === 'rename' ? editing.category : undefined}
          position={nextPosition(rows)}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            notify.success(t(editing.mode === 'create' ? 'console.categories.created' : 'console.categories.saved', { name: saved.nameKo }));
            void result.refetch();
          }}
        />
      )}
    </ScreenFrame>
  );
}
