import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { myApi } from '@onair/api-client';
import { LUV_PRESET_LIMITS } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { Button, notify, TextInput, useGuardedSubmit } from '@onair/ui';
import { readMoneyFailure } from '../shared/money-failure';
import { useMoney } from '../shared/use-money';
import { useMoneyErrorText } from '../shared/use-money-error-text';
import { parsedText } from '../shared/parsed-text';
import { parsePresetAmounts } from './preset-amounts';

/** Edits the gift amounts offered as chips (PUT /api/my/luv-preset): up to six, comma separated. */
export function PresetEditor({ amounts, onDone }: { amounts: readonly number[]; onDone: () => void }) {
  const t = useT();
  const money = useMoney();
  const errorText = useMoneyErrorText();
  const [update, { isLoading }] = myApi.useMyUpdateLuvPresetMutation();
  const invalid = t('payments.preset.invalid', {
    count: LUV_PRESET_LIMITS.count,
    max: money.count(LUV_PRESET_LIMITS.maxAmount),
    currency: money.currency,
  });
  const resolver = useMemo(
    () => valibotResolver(v.object({ amounts: parsedText(parsePresetAmounts, invalid) })),
    [invalid],
  );
  const { register, handleSubmit, setError, formState } = useForm<{ amounts: string }, unknown, { amounts: number[] }>({
    defaultValues: { amounts: amounts.join(', ') },
    resolver,
    reValidateMode: 'onSubmit',
  });

  const save = async ({ amounts: parsed }: { amounts: number[] }) => {
    try {
      await update({ body: { amounts: parsed } }).unwrap();
      notify.success(t('payments.preset.saved'));
      onDone();
    } catch (failure) {
      setError('amounts', { message: errorText(readMoneyFailure(failure)) });
    }
  };

  const guarded = useGuardedSubmit(handleSubmit, save);
  return (
    <form
      className="flex flex-col gap-2 rounded border border-border bg-surface-raised p-3"
      onSubmit={guarded.submit}
      noValidate
    >
      <TextInput
        label={t('payments.preset.label', { currency: money.currency })}
        hint={t('payments.preset.hint', { count: LUV_PRESET_LIMITS.count })}
        inputMode="numeric"
        error={formState.errors.amounts?.message}
        {...register('amounts')}
      />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" size="sm" loading={isLoading}>
          {t('payments.preset.save')}
        </Button>
      </div>
    </form>
  );
}
