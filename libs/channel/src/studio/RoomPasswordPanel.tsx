import { useState } from 'react';
import { myApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { Button, notify, Panel, TextInput } from '@onair/ui';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { LoadError } from '../shared/LoadError';
import { LoadingState } from '../shared/LoadingState';
import { useFailureText } from '../shared/use-failure-text';

/** As RoomPassword of the contracts: shared by word of mouth, 4-20 characters without spaces. */
const ROOM_PASSWORD = /^\S{4,20}$/;

/**
 * The password room (비밀번호 방): viewers must enter the password to watch. The owner turns it on
 * with a password, changes it, or turns it off (asked first: the room opens to everyone). The
 * password is never shown back; tickets issued under the old one stop working.
 */
export function RoomPasswordPanel({ channelId }: { channelId: number }) {
  const t = useT();
  const failureText = useFailureText();
  const { data, isLoading, refetch } = myApi.useStudioRoomPasswordQuery({ channelId: String(channelId) });
  const [setPassword, saving] = myApi.useSetRoomPasswordMutation();
  const [password, setPasswordText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirmingOff, setConfirmingOff] = useState(false);
  if (isLoading) return <LoadingState />;
  if (!data) return <LoadError onRetry={() => void refetch()} />;
  const on = data.passwordSet;
  const save = (next: string | null) =>
    setPassword({ body: { password: next } })
      .unwrap()
      .then(() => {
        setPasswordText('');
        notify.success(t(next === null ? 'studio.room.turnedOff' : on ? 'studio.room.changed' : 'studio.room.turnedOn'));
      })
      .catch((failure: unknown) => {
        if (next === null) notify.error(failureText(failure));
        else setError(failureText(failure));
      });
  return (
    <Panel title={t('studio.room.title')}>
      <p className="mb-3 text-sm text-muted">{t('studio.room.help')}</p>
      <p className="mb-3 text-sm text-text" role="status">
        {t('studio.room.state')}:{' '}
        <strong className={on ? 'text-accent' : 'text-muted'}>{t(on ? 'studio.room.on' : 'studio.room.off')}</strong>
      </p>
      <form
        className="flex flex-col gap-2 sm:flex-row sm:items-start"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!ROOM_PASSWORD.test(password)) {
            setError(t('studio.room.invalid'));
            return;
          }
          setError(null);
          void save(password);
        }}
      >
        <div className="flex-1">
          <TextInput
            label={t(on ? 'studio.room.newPassword' : 'studio.room.password')}
            hint={t('studio.room.passwordHint')}
            type="password"
            autoComplete="new-password"
            maxLength={20}
            value={password}
            error={error}
            onChange={(event) => setPasswordText(event.target.value)}
          />
        </div>
        <Button type="submit" loading={saving.isLoading} className="sm:mt-[1.625rem]">
          {t(on ? 'studio.room.change' : 'studio.room.turnOn')}
        </Button>
      </form>
      {on && (
        <Button variant="danger" className="mt-2" onClick={() => setConfirmingOff(true)}>
          {t('studio.room.turnOff')}
        </Button>
      )}
      <ConfirmDialog
        open={confirmingOff}
        title={t('studio.room.confirmTitle')}
        confirmText={t('studio.room.turnOff')}
        busy={saving.isLoading}
        onConfirm={() => void save(null).finally(() => setConfirmingOff(false))}
        onClose={() => setConfirmingOff(false)}
      >
        <p className="text-sm text-text">{t('studio.room.confirmText')}</p>
      </ConfirmDialog>
    </Panel>
  );
}
