import { useState } from 'react';
import { adminApi } from '@onair/api-client';
import type { RulesDocument } from '@onair/contracts';
import { useFormatDateTime } from '@onair/i18n';
import { Button, notify, Panel, QueryState } from '@onair/ui';
import { useConsoleT } from '../../i18n/use-console-t';
import { PlainTable, type PlainColumn } from '../shared/PlainTable';
import { ScreenFrame } from '../shared/ScreenFrame';
import { useSiteInView } from '../shared/use-site-in-view';
import { PublishVersionDialog } from './PublishVersionDialog';

type VersionRow = adminApi.AdminRulesDocumentVersionsApiResponse['versions'][number];

/** What every member agreed to first, then the streamers' rules, then the viewers' (read only). */
const SHOWN_ORDER: readonly RulesDocument[] = ['service-rules', 'privacy-rules', 'broadcast-rules', 'viewer-rules'];

const STATE_LOOK: Record<VersionRow['state'], string> = {
  current: 'bg-success/15 text-success',
  scheduled: 'bg-accent/15 text-accent',
  superseded: 'bg-surface-raised text-muted',
};

/**
 * The brand's rules documents: for each, the versions published here (version 1 is the text built
 * into the web app), which is in force and which are ahead, and publishing the next one.
 */
export function RulesDocumentsScreen() {
  const t = useConsoleT();
  const site = useSiteInView();
  const formatDateTime = useFormatDateTime();
  const result = adminApi.useAdminRulesDocumentVersionsQuery();
  const [publishing, setPublishing] = useState<RulesDocument | null>(null);

  const columns: PlainColumn<VersionRow>[] = [
    { id: 'version', header: t('console.rules.col.version'), cell: (row) => t('console.rules.versionLabel', { version: row.version }) },
    { id: 'effectiveAt', header: t('console.rules.col.effectiveAt'), cell: (row) => formatDateTime(row.effectiveAt) },
    {
      id: 'state',
      header: t('console.rules.col.state'),
      cell: (row) => <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATE_LOOK[row.state]}`}>{t(`console.rules.state.${row.state}`)}</span>,
    },
    {
      id: 'body',
      header: t('console.rules.col.body'),
      cell: (row) => <span className="line-clamp-2 max-w-md whitespace-pre-line text-sm">{row.bodyKo}</span>,
    },
    { id: 'createdAt', header: t('console.rules.col.createdAt'), cell: (row) => formatDateTime(row.createdAt) },
  ];

  return (
    <ScreenFrame title={t('console.rules.title')} lead={t('console.rules.lead', { brand: site })}>
      <QueryState query={result}>
        {(data) => (
          <>
            {SHOWN_ORDER.map((document) => (
              <Panel
                key={document}
                title={t(`console.rules.name.${document}`)}
                actions={
                  <Button size="sm" onClick={() => setPublishing(document)} aria-label={t('console.rules.publishLabel', { name: t(`console.rules.name.${document}`) })}>
                    {t('console.rules.publish')}
                  </Button>
                }
              >
                <PlainTable
                  label={t(`console.rules.name.${document}`)}
                  columns={columns}
                  rows={data.versions.filter((row) => row.document === document)}
                  getRowId={(row) => String(row.versionId)}
                  empty={t('console.rules.builtInOnly')}
                />
              </Panel>
            ))}
          </>
        )}
      </QueryState>
      {publishing && (
        <PublishVersionDialog
          document={publishing}
          onClose={() => setPublishing(null)}
          onPublished={(version) => {
            setPublishing(null);
            notify.success(t('console.rules.published', { version: version.version }));
            void result.refetch();
          }}
        />
      )}
    </ScreenFrame>
  );
}
