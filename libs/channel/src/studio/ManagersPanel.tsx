import { useState } from 'react';
import { myApi } from '@onair/api-client';
import { isFeatureOn } from '@onair/brand';
import type { StudioManager } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { useBrand } from '@onair/store';
import { Button, notify, Panel, TextInput } from '@onair/ui';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { EmptyState } from '../shared/EmptyState';
import { LoadError } from '../shared/LoadError';
import { LoadingState } from '../shared/LoadingState';
import { useFailureText } from '../shared/use-failure-text';
import { useFormatDate } from '../shared/use-format-date';

/** Appoints a manager by login ID or nickname; the server's refusal shows under the field. */
function AddManagerForm({ channelId }: { channelId: number }) {
  const t = useT();
  const failureText = useFailureText();
  const [who, setWho] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [add, adding] = myApi.useStudioManagerAddMutation();
  return (
    <form
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const member = who.trim();
        if (!member) {
          setError(t('studio.managers.required'));
          return;
        }
        setError(null);
        void add({ channelId: String(channelId), body: { member } })
          .unwrap()
          .then(({ items }) => {
            setWho('');
            // Named as the list names them, whichever of ID or nickname was typed.
            const added = items.find((item) => item.loginId === member.toLowerCase() || item.nickname === member);
            notify.success(t('studio.managers.added', { member: added?.nickname ?? member }));
          })
          .catch((failure: unknown) => setError(failureText(failure)));
      }}
    >
      <div className="flex-1">
        <TextInput
          label={t('studio.managers.who')}
          hint={t('studio.managers.whoHint')}
          value={who}
          maxLength={30}
          autoComplete="off"
          error={error}
          onChange={(event) => setWho(event.target.value)}
        />
      </div>
      <Button type="submit" loading={adding.isLoading} className="sm:mt-[1.625rem]">
        {t('studio.managers.add')}
      </Button>
    </form>
  );
}

/**
 * The channel's chat managers (매니저): who they are, since when, and the owner's add and remove.
 * A change reaches the live room at once; removing asks first.
 */
export function ManagersPanel({ channelId }: { channelId: number }) {
  const t = useT();
  const formatDate = useFormatDate();
  const failureText = useFailureText();
  const { data, isLoading, refetch } = myApi.useStudioManagersQuery({ channelId: String(channelId) });
  const [remove, removing] = myApi.useStudioManagerRemoveMutation();
  const [confirming, setConfirming] = useState<StudioManager | null>(null);
  // Where the brand has no boards, managers have none to run: the help names the notices alone.
  const help = isFeatureOn(useBrand(), 'boards') ? 'studio.managers.help' : 'studio.managers.helpNoBoard';
  if (isLoading) return <LoadingState />;
  if (!data) return <LoadError onRetry={() => void refetch()} />;
  const confirmRemove = (manager: StudioManager) =>
    void remove({ channelId: String(channelId), memberId: String(manager.memberId) })
      .unwrap()
      .then(() => notify.success(t('studio.managers.removed', { nickname: manager.nickname })))
      .catch((failure: unknown) => notify.error(failureText(failure)))
      .finally(() => setConfirming(null));
  return (
    <div className="flex flex-col gap-3">
      <Panel title={t('studio.managers.addTitle')}>
        <p className="mb-2 text-sm text-muted">{t(help)}</p>
        <AddManagerForm channelId={channelId} />
      </Panel>
      <Panel title={t('studio.managers.title', { count: data.items.length })}>
        {data.items.length === 0 ? (
          <EmptyState>{t('studio.managers.none')}</EmptyState>
        ) : (
          <ul className="divide-y divide-border text-sm" aria-label={t('studio.managers.listLabel')}>
            {data.items.map((manager) => (
              <li key={manager.memberId} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                <span className="min-w-0 flex-1 break-all">
                  <span className="font-semibold text-text">{manager.nickname}</span>{' '}
                  <span className="text-muted">({manager.loginId})</span>
                </span>
                <span className="text-muted">
                  {t('studio.managers.since', { date: formatDate(manager.appointedAt, false) })}
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('studio.managers.removeOf', { nickname: manager.nickname })}
                  onClick={() => setConfirming(manager)}
                >
                  {t('studio.managers.remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <ConfirmDialog
        open={confirming !== null}
        title={t('studio.managers.confirmTitle')}
        confirmText={t('studio.managers.remove')}
        busy={removing.isLoading}
        onConfirm={() => confirming && confirmRemove(confirming)}
        onClose={() => setConfirming(null)}
      >
        <p className="text-sm text-text">
          {t('studio.managers.confirmText', { nickname: confirming?.nickname ?? '' })}
        </p>
      </ConfirmDialog>
    </div>
  );
}
