import { useState } from 'react';
import { myApi } from '@onair/api-client';
import { OVERLAY_POSITIONS, type OverlaySettings } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { Button, Checkbox, notify, Panel, SelectField, TextInput } from '@onair/ui';
import { LoadError } from '../shared/LoadError';
import { LoadingState } from '../shared/LoadingState';
import { CopyField } from '../settings/CopyField';
import { overlayPath } from './studio-paths';

/** The form, started from what is stored; saving sends the whole style. */
function OverlayForm({ channelId, stored }: { channelId: number; stored: OverlaySettings }) {
  const t = useT();
  const [settings, setSettings] = useState(stored);
  const [save, saving] = myApi.useStudioOverlaySettingsMutation();
  const set = <K extends keyof OverlaySettings>(key: K, value: OverlaySettings[K]) =>
    setSettings((now) => ({ ...now, [key]: value }));
  const whole = (text: string) => Math.max(0, Math.floor(Number(text) || 0));
  return (
    <form
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        void save({ channelId: String(channelId), body: settings })
          .unwrap()
          .then(() => notify.success(t('studio.overlay.saved')))
          .catch(() => notify.error(t('studio.overlay.saveFailed')));
      }}
    >
      <SelectField
        label={t('studio.overlay.position')}
        value={settings.position}
        onChange={(event) => set('position', event.target.value as OverlaySettings['position'])}
      >
        {OVERLAY_POSITIONS.map((position) => (
          <option key={position} value={position}>
            {t(`studio.overlay.position.${position}`)}
          </option>
        ))}
      </SelectField>
      <TextInput
        label={t('studio.overlay.minAmount')}
        type="number"
        min={0}
        value={String(settings.minAlertAmount)}
        onChange={(event) => set('minAlertAmount', whole(event.target.value))}
      />
      <label className="flex items-center gap-2 text-sm text-text">
        <input
          type="color"
          value={settings.accentColour}
          onChange={(event) => set('accentColour', event.target.value)}
        />
        {t('studio.overlay.accentColour')}
      </label>
      <label className="flex items-center gap-2 text-sm text-text">
        <input type="color" value={settings.textColour} onChange={(event) => set('textColour', event.target.value)} />
        {t('studio.overlay.textColour')}
      </label>
      <TextInput
        label={t('studio.overlay.goalTitle')}
        maxLength={40}
        value={settings.goalTitle}
        onChange={(event) => set('goalTitle', event.target.value)}
      />
      <TextInput
        label={t('studio.overlay.goalAmount')}
        type="number"
        min={0}
        value={String(settings.goalAmount)}
        onChange={(event) => set('goalAmount', whole(event.target.value))}
      />
      <Checkbox
        label={t('studio.overlay.sound')}
        checked={settings.sound}
        onChange={(event) => set('sound', event.target.checked)}
      />
      <Checkbox
        label={t('studio.overlay.speech')}
        checked={settings.speech}
        onChange={(event) => set('speech', event.target.checked)}
      />
      <Checkbox
        label={t('studio.overlay.showChat')}
        checked={settings.showChat}
        onChange={(event) => set('showChat', event.target.checked)}
      />
      <div className="sm:col-span-2">
        <Button type="submit" loading={saving.isLoading}>
          {t('studio.overlay.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The alert overlay for OBS: its URL (to paste as a browser source), a new URL when the old one
 * leaked, the style, and test alerts to see it work before going live.
 */
export function OverlaySettingsPanel({ channelId }: { channelId: number }) {
  const t = useT();
  const { data, isLoading, refetch } = myApi.useStudioOverlayQuery({ channelId: String(channelId) });
  const [regenerate, regenerating] = myApi.useStudioOverlaySecretMutation();
  const [fireTest] = myApi.useStudioOverlayTestMutation();
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
          <Button variant="secondary" onClick={() => test('subscription')}>
            {t('studio.overlay.testSubscription')}
          </Button>
        </div>
        <p className="mt-2 text-xs text-muted">{t('studio.overlay.regenerateHelp')}</p>
      </Panel>
      <Panel title={t('studio.overlay.style')}>
        <OverlayForm key={JSON.stringify(data.settings)} channelId={channelId} stored={data.settings} />
      </Panel>
    </div>
  );
}
