import { useState } from 'react';
import { adminApi } from '@onair/api-client';
import { useFormatDateTime } from '@onair/i18n';
import { Button, Panel, QueryState } from '@onair/ui';
import { selectStaff } from '../../app/console-slice';
import { useConsoleSelector } from '../../app/hooks';
import { useConsoleT, type ConsoleMessageKey } from '../../i18n/use-console-t';
import { PlainTable, type PlainColumn } from '../shared/PlainTable';
import { ScreenFrame } from '../shared/ScreenFrame';
import { EndWindowDialog } from './EndWindowDialog';
import { ScheduleForm } from './ScheduleForm';

type WindowRow = adminApi.AdminMaintenanceWindowsApiResponse['windows'][number];

const STATE_LOOK: Record<WindowRow['state'], string> = {
  active: 'bg-danger/15 text-danger',
  scheduled: 'bg-accent/15 text-accent',
  ended: 'bg-surface-raised text-muted',
};

/**
 * Maintenance per brand: schedule a window on one brand or several with a preview of each brand's
 * notice, and the windows standing, ahead and past, each ended early from here. A window closes
 * its brands only; the console itself stays open through any window.
 */
export function MaintenanceScreen() {
  const t = useConsoleT();
  const formatDateTime = useFormatDateTime();
  const staff = useConsoleSelector(selectStaff);
  const result = adminApi.useAdminMaintenanceWindowsQuery();
  const [ending, setEnding] = useState<WindowRow | null>(null);
  const canAct = staff?.role === 'super-admin';

  const columns: PlainColumn<WindowRow>[] = [
    { id: 'brand', header: t('console.maintenance.col.brand'), cell: (row) => row.brand ?? t('console.brand.all') },
    {
      id: 'state',
      header: t('console.maintenance.col.state'),
      cell: (row) => (
        <span className={`rounded px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STATE_LOOK[row.state]}`}>
          {t(`console.maintenance.state.${row.state}` as ConsoleMessageKey)}
        </span>
      ),
    },
    { id: 'start', header: t('console.maintenance.col.start'), cell: (row) => formatDateTime(row.startAt) },
    { id: 'end', header: t('console.maintenance.col.end'), cell: (row) => formatDateTime(row.endAt) },
    { id: 'reason', header: t('console.maintenance.col.reason'), cell: (row) => row.reason || t('console.maintenance.standardReason') },
    {
      id: 'action',
      header: t('console.maintenance.col.action'),
      cell: (row) =>
        canAct && row.state !== 'ended' ? (
          <Button size="sm" variant="secondary" onClick={() => setEnding(row)}>
            {t(row.state === 'active' ? 'console.maintenance.endEarly' : 'console.maintenance.cancel')}
          </Button>
        ) : null,
    },
  ];

  return (
    <ScreenFrame title={t('console.maintenance.title')} lead={t('console.maintenance.lead')}>
      {canAct && staff && (
        <Panel title={t('console.maintenance.new')}>
          <ScheduleForm held={staff.brands} onScheduled={() => void result.refetch()} />
        </Panel>
      )}
      <Panel title={t('console.maintenance.windows')}>
        <QueryState query={result}>
          {(data) => (
            <PlainTable
              label={t('console.maintenance.windows')}
              columns={columns}
              rows={data.windows}
              getRowId={(row) => String(row.id)}
              empty={t('console.maintenance.none')}
            />
          )}
        </QueryState>
      </Panel>
      {ending && (
        <EndWindowDialog
          window={ending}
          onClose={() => setEnding(null)}
          onDone={() => {
            setEnding(null);
            void result.refetch();
          }}
        />
      )}
    </ScreenFrame>
  );
}
