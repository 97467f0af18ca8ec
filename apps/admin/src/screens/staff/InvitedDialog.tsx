import { Button, Dialog } from '@onair/ui';
import { useConsoleT } from '../../i18n/use-console-t';
import type { Invited } from './InviteDialog';
import { QrCode } from './QrCode';

/** The invitee's first password and authenticator URI, shown this once (the API never answers them again). */
export function InvitedDialog({ invited, onClose }: { invited: Invited; onClose: () => void }) {
  const t = useConsoleT();
  const rows = [
    ['console.staff.invited.login', invited.staff.login, 'invited-login'],
    ['console.staff.invited.password', invited.password, 'invited-password'],
    ['console.staff.invited.uri', invited.otpauthUri, 'invited-otpauth'],
  ] as const;
  return (
    <Dialog
      open
      onClose={onClose}
      closeOnBackdrop={false}
      title={t('console.staff.invited.title')}
      size="lg"
      footer={<Button onClick={onClose}>{t('console.staff.invited.close')}</Button>}
    >
      <p className="mb-4 text-sm text-text">{t('console.staff.invited.lead')}</p>
      <div className="flex flex-col gap-5 sm:flex-row">
        <dl className="flex min-w-0 flex-1 flex-col gap-3 text-sm">
          {rows.map(([label, value, testId]) => (
            <div key={label}>
              <dt className="text-xs font-medium text-muted">{t(label)}</dt>
              <dd
                data-testid={testId}
                className="mt-0.5 select-all break-all rounded border border-border bg-surface-raised px-2 py-1.5 font-mono text-text"
              >
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <div className="flex shrink-0 justify-center rounded border border-border p-2">
          <QrCode text={invited.otpauthUri} label={t('console.staff.invited.qr')} />
        </div>
      </div>
      <p className="mt-4 text-xs text-muted">{t('console.staff.invited.next')}</p>
    </Dialog>
  );
}
