import { adminApi } from '@onair/api-client';
import { useApiErrorText } from '../../i18n/use-api-error-text';
import { useConsoleT } from '../../i18n/use-console-t';
import { ActionDialog } from '../shared/ActionDialog';

type WindowRow = adminApi.AdminMaintenanceWindowsApiResponse['windows'][number];

/** Ends a window early (or cancels one ahead): the brand answers again within seconds. */
export function EndWindowDialog({ window, onClose, onDone }: { window: WindowRow; onClose: () => void; onDone: () => void }) {
  const t = useConsoleT();
  const errorText = useApiErrorText();
  const [end, { isLoading }] = adminApi.useAdminEndMaintenanceMutation();
  const brand = window.brand ?? t('console.brand.all');
  return (
    <ActionDialog
      formId={`end-maintenance-${window.id}`}
      title={t('console.maintenance.end.title', { brand })}
      summary={t('console.maintenance.end.summary', { brand })}
      actionLabel={t('console.maintenance.end.label')}
      busy={isLoading}
      onClose={onClose}
      onSubmit={async (reason) => {
        const result = await end({ windowId: String(window.id), body: { reason } });
        if (result.error) return errorText(result.error);
        onDone();
        return null;
      }}
    />
  );
}
