import { useState } from 'react';
import { myApi } from '@onair/api-client';
import type { StudioSanction, StudioSanctionLift } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { Button, notify, Panel } from '@onair/ui';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { EmptyState } from '../shared/EmptyState';
import { LoadError } from '../shared/LoadError';
import { LoadingState } from '../shared/LoadingState';
import { useFailureText } from '../shared/use-failure-text';
import { useFormatDate } from '../shared/use-format-date';

/** A mute is lifted as a mute; a kick and a blacklist are both a ban. */
const liftOf = (sanction: StudioSanction): StudioSanctionLift => (sanction.kind === 'dumb' ? 'mute' : 'ban');

/**
 * The ban list (차단 목록): members banned (kicked for a while, or blacklisted until lifted) or muted in
 * the channel's chat, when, by whom and until when, with unban and unmute. Lifting asks first and
 * takes effect in the live room at once.
 */
export function BanListPanel({ channelId }: { channelId: number }) {
  const t = useT();
  const formatDate = useFormatDate();
  const failureText = useFailureText();
  const { data, isLoading, refetch } = myApi.useStudioSanctionsQuery({ channelId: String(channelId) });
  const [lift, lifting] = myApi.useStudioSanctionLiftMutation();
  const [confirming, setConfirming] = useState<StudioSanction | null>(null);
  if (isLoading) return <LoadingState />;
  if (!data) return <LoadError onRetry={() => void refetch()} />;
  const confirmLift = (sanction: StudioSanction) => {
    const kind = liftOf(sanction);
    void lift({ channelId: String(channelId), memberId: String(sanction.memberId), lift: kind })
      .unwrap()
      .then(() => notify.success(t(`studio.bans.lifted.${kind}`, { nickname: sanction.nickname })))
      .catch((failure: unknown) => notify.error(failureText(failure)))
      .finally(() => setConfirming(null));
  };
  const pending = confirming ? liftOf(confirming) : 'ban';
  return (
    <Panel
      title={t('studio.bans.title', { count: data.items.length })}
      actions={
        <Button size="sm" variant="secondary" onClick={() => void refetch()}>
          {t('studio.bans.refresh')}
        </Button>
      }
    >
      <p className="mb-2 text-sm text-muted">{t('studio.bans.help')}</p>
      {data.items.length === 0 ? (
        <EmptyState>{t('studio.bans.none')}</EmptyState>
      ) : (
        <ul className="divide-y divide-border text-sm" aria-label={t('studio.bans.listLabel')}>
          {data.items.map((sanction) => (
            <li
              key={`${sanction.memberId}-${sanction.kind}`}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-3"
            >
              <div className="min-w-0 flex-1">
                <p className="break-all">
                  <span className="font-semibold text-text">{sanction.nickname}</span>{' '}
                  <span className="text-muted">({sanction.loginId})</span>{' '}
                  <span className="rounded bg-surface-raised px-1.5 py-0.5 text-xs font-semibold text-text">
                    {t(`studio.bans.kind.${sanction.kind}`)}
                  </span>
                </p>
                <p className="text-xs text-muted">
                  {t('studio.bans.since', { date: formatDate(sanction.since) })}
                  {' · '}
                  {sanction.byNickname
                    ? t('studio.bans.by', { nickname: sanction.byNickname })
                    : t('studio.bans.byUnknown')}
                  {' · '}
                  {sanction.until
                    ? t('studio.bans.until', { date: formatDate(sanction.until) })
                    : t('studio.bans.untilLifted')}
                </p>
              </div>
              <Button
                size="sm"
                variant="secondary"
                className="self-start sm:self-auto"
                aria-label={t(`studio.bans.liftOf.${liftOf(sanction)}`, { nickname: sanction.nickname })}
                onClick={() => setConfirming(sanction)}
              >
                {t(`studio.bans.lift.${liftOf(sanction)}`)}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t(`studio.bans.confirmTitle.${pending}`)}
        confirmText={t(`studio.bans.lift.${pending}`)}
        busy={lifting.isLoading}
        onConfirm={() => confirming && confirmLift(confirming)}
        onClose={() => setConfirming(null)}
      >
        <p className="text-sm text-text">
          {t(`studio.bans.confirmText.${pending}`, { nickname: confirming?.nickname ?? '' })}
        </p>
      </ConfirmDialog>
    </Panel>
  );
}
