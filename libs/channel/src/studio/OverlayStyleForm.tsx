import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { myApi } from '@onair/api-client';
import { OVERLAY_POSITIONS, OverlaySettings } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { Button, Checkbox, notify, SelectField, TextInput, useGuardedSubmit } from '@onair/ui';

const resolver = valibotResolver(OverlaySettings);

// An amount field saves a whole number of zero or more: what was typed, rounded down; blank is 0.
const wholeAmount = (typed: unknown) => Math.max(0, Math.floor(Number(typed) || 0));

/**
 * The overlay's style, started from what is stored; saving sends the whole style. The panel remounts
 * it with the stored style after a save, so a failed save leaves what the streamer typed in place.
 */
export function OverlayStyleForm({ channelId, stored }: { channelId: number; stored: OverlaySettings }) {
  const t = useT();
  const [saveSettings, saving] = myApi.useStudioOverlaySettingsMutation();
  const { register, handleSubmit } = useForm<OverlaySettings>({ defaultValues: stored, resolver });
  const failed = () => notify.error(t('studio.overlay.saveFailed'));

  const save = async (settings: OverlaySettings) => {
    try {
      await saveSettings({ channelId: String(channelId), body: settings }).unwrap();
      notify.success(t('studio.overlay.saved'));
    } catch {
      failed();
    }
  };
  // An amount past the contract's ceiling is one the API would refuse: the same words, nothing sent.
  const guarded = useGuardedSubmit(handleSubmit, save, { onInvalid: failed });

  return (
    <form className="grid gap-3 sm:grid-cols-2" onSubmit={guarded.submit}>
      <SelectField label={t('studio.overlay.position')} {...register('position')}>
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
        {...register('minAlertAmount', { setValueAs: wholeAmount })}
      />
      <label className="flex items-center gap-2 text-sm text-text">
        <input type="color" {...register('accentColour')} />
        {t('studio.overlay.accentColour')}
      </label>
      <label className="flex items-center gap-2 text-sm text-text">
        <input type="color" {...register('textColour')} />
        {t('studio.overlay.textColour')}
      </label>
      <TextInput label={t('studio.overlay.goalTitle')} maxLength={40} {...register('goalTitle')} />
      <TextInput
        label={t('studio.overlay.goalAmount')}
        type="number"
        min={0}
        {...register('goalAmount', { setValueAs: wholeAmount })}
      />
      <Checkbox label={t('studio.overlay.sound')} {...register('sound')} />
      <Checkbox label={t('studio.overlay.speech')} {...register('speech')} />
      <Checkbox label={t('studio.overlay.showChat')} {...register('showChat')} />
      <div className="sm:col-span-2">
        <Button type="submit" loading={saving.isLoading}>
          {t('studio.overlay.save')}
        </Button>
      </div>
    </form>
  );
}
