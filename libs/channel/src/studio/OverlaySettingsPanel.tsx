import { myApi } from '@onair/api-client';
import { isFeatureOn } from '@onair/brand';
import { useT } from '@onair/i18n';
import { useBrand } from '@onair/store';
import { Button, notify, Panel } from '@onair/ui';
import { LoadError } from '../shared/LoadError';
import { LoadingState } from '../shared/LoadingState';
import { CopyField } from '../settings/CopyField';
import { OverlayStyleForm } from './OverlayStyleForm';
import { overlayPath } from './studio-paths';

/**
 * The alert overlay for OBS: its URL (to paste as a browser source), a new URL when the old one
 * leaked, the style, and test alerts to see it work before going live.
 */
export function OverlaySettingsPanel({ channelId }: { channelId: number }) {
  const t = useT();
  const { data, isLoading, refetch } = myApi.useStudioOverlayQuery({ channelId: String(channelId) });
  const [regenerate, regenerating] = myApi.useStudioOverlaySecretMutation();
  const [fireTest] = myApi.useStudioOverlayTestMutation();
  const subscriptionsOn = isFeatureOn(useBrand(), 'subscriptions');
  if (isLoading) return <LoadingState />;
  if (!data) return <LoadError onRetry={() => void refetch()} />;
  const url = `${window.location.origin}${overlayPath(data.secret)}`;
  const test = (kind: 'gift' | 'subscription') =>
    void fireTest({ channelId: String(channelId), body: { kind } })
      .unwrap()
      .then(() => notify.success(t('studio.overlay.testSent')));
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <Panel title={t('studio.overlay.url')}>
        <p className="mb-2 text-sm text-muted">{t('studio.overlay.urlHelp')}</p>
        <CopyField label={t('studio.overlay.url')} value={url} />
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            variant="secondary"
            loading={regenerating.isLoading}
            onClick={() => void regenerate({ channelId: String(channelId) })}
          >
            {t('studio.overlay.regenerate')}
          </Button>
          <Button variant="secondary" onClick={() => test('gift')}>
            {t('studio.overlay.testGift')}
          </Button>
          {subscriptionsOn && (
            <Button variant="secondary" onClick={() => test('subscription')}>
              {t('studio.overlay.testSubscription')}
            </Button>
          )}
        </div>
        <p className="mt-2 text-xs text-muted">{t('studio.overlay.regenerateHelp')}</p>
      </Panel>
      <Panel title={t('studio.overlay.style')}>
        <OverlayStyleForm key={JSON.stringify(data.settings)} channelId={channelId} stored={data.settings} />
      </Panel>
    </div>
  );
}
