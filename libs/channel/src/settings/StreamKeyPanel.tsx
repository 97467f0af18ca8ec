import { useState } from 'react';
import { myApi } from '@onair/api-client';
import { useFormatDateTime, useT } from '@onair/i18n';
import { Button } from '@onair/ui';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { LoadError } from '../shared/LoadError';
import { LoadingState } from '../shared/LoadingState';
import { useFailureText } from '../shared/use-failure-text';
import { CopyField } from './CopyField';
import { GoLiveSteps } from './GoLiveSteps';
import { TakedownNotice } from './TakedownNotice';

/**
 * What a streamer types into OBS: the RTMP server and the stream key (docs/media.md, "Stream keys").
 * The API keeps only a hash, so the key is shown whole once, right after it is issued; afterwards
 * only its masked form. Regenerating revokes the old key, and ends a broadcast that uses it: asked first.
 */
export function StreamKeyPanel() {
  const t = useT();
  const formatDateTime = useFormatDateTime();
  const failureText = useFailureText();
  const { data, isLoading, refetch } = myApi.useMyStreamKeyQuery();
  const [regenerate, { isLoading: issuing }] = myApi.useMyStreamKeyRegenerateMutation();
  const [asking, setAsking] = useState(false);
  const [freshKey, setFreshKey] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const issue = async () => {
    try {
      const issued = await regenerate().unwrap();
      setFreshKey(issued.streamKey);
      setRefusal(null);
      void refetch();
    } catch (failure) {
      setRefusal(failureText(failure));
    } finally {
      setAsking(false);
    }
  };

  return (
    <section aria-labelledby="stream-key-heading" className="flex flex-col gap-4 rounded bg-surface p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 id="stream-key-heading" className="text-lg font-bold text-text">
          {t('channel.streamKey.title')}
        </h2>
        <p className="text-sm text-muted">{t('channel.streamKey.lead')}</p>
      </div>
      {isLoading ? (
        <LoadingState />
      ) : !data ? (
        <LoadError onRetry={() => void refetch()} />
      ) : (
        <>
          <TakedownNotice info={data} />
          <CopyField label={t('channel.streamKey.server')} value={data.rtmpUrl} />
          {freshKey ? (
            <div className="flex flex-col gap-2">
              <CopyField label={t('channel.streamKey.key')} value={freshKey} />
              <p role="status" className="rounded bg-accent/10 px-3 py-2 text-sm text-text">
                {t('channel.streamKey.shownOnce')}
              </p>
            </div>
          ) : (
            <div className="flex flex-col gap-1">
              <span className="text-sm font-semibold text-text">{t('channel.streamKey.key')}</span>
              {data.maskedKey ? (
                <>
                  <code className="break-all rounded bg-bg/40 px-3 py-2 text-sm text-text">{data.maskedKey}</code>
                  {data.createdAt && (
                    <span className="text-xs text-muted">
                      {t('channel.streamKey.issuedAt', { date: formatDateTime(data.createdAt) })}
                    </span>
                  )}
                  {/* A streamer who came to copy the key finds no copy button: say why, and what to do. */}
                  <p className="text-xs text-muted">{t('channel.streamKey.maskedHint')}</p>
                </>
              ) : (
                <p className="text-sm text-muted">{t('channel.streamKey.none')}</p>
              )}
            </div>
          )}
          {refusal && (
            <p role="alert" className="text-sm text-danger">
              {refusal}
            </p>
          )}
          <GoLiveSteps />
          <div className="flex justify-end">
            {data.maskedKey ? (
              <Button variant="secondary" onClick={() => setAsking(true)}>
                {t('channel.streamKey.regenerate')}
              </Button>
            ) : (
              <Button loading={issuing} onClick={() => void issue()}>
                {t('channel.streamKey.issue')}
              </Button>
            )}
          </div>
          <ConfirmDialog
            open={asking}
            title={t('channel.streamKey.confirmTitle')}
            confirmText={t('channel.streamKey.regenerate')}
            busy={issuing}
            onConfirm={() => void issue()}
            onClose={() => setAsking(false)}
          >
            {t(data.isLive ? 'channel.streamKey.confirmLive' : 'channel.streamKey.confirmText')}
          </ConfirmDialog>
        </>
      )}
    </section>
  );
}
