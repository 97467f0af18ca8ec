import { useState } from 'react';
import { csApi } from '@onair/api-client';
import { PAGE_SIZES } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { Button, PagedList } from '@onair/ui';
import { ReportDialog } from '../report/ReportDialog';
import { ReportRow } from './ReportRow';

/** The member's reports (declarations) with their state, and a way to file one. */
export function ReportsSection() {
  const t = useT();
  const [page, setPage] = useState(1);
  const [reporting, setReporting] = useState(false);
  const query = csApi.useCsDeclarationListQuery({ page, size: PAGE_SIZES.items });
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted">{t('member.report.lead')}</p>
        <Button variant="danger" onClick={() => setReporting(true)}>
          {t('member.report.title')}
        </Button>
      </div>
      <PagedList query={query} label={t('member.cs.reports')} empty={t('member.report.empty')} onPage={setPage}>
        {(report) => <ReportRow key={report.declarationId} report={report} />}
      </PagedList>
      <ReportDialog open={reporting} onClose={() => setReporting(false)} onReported={() => setPage(1)} />
    </div>
  );
}
