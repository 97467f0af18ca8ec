import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { WITHDRAWAL_RULES } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { Button, notify, TextInput, useGuardedSubmit } from '@onair/ui';
import { useMoney } from '../shared/use-money';
import { useMoneyErrorText } from '../shared/use-money-error-text';
import { checkWithdrawalAmount } from './withdrawal-amount';
import { withdrawalQuote } from './withdrawal-quote';
import { useWithdraw } from './use-withdraw';

/**
 * Requests a withdrawal of received currency: at least the minimum, at most what is available; shows the fee and the payout.
 * While less than the minimum is available, the button is disabled and a sentence says how much more is needed.
 */
export function WithdrawalForm({ available, hasBank }: { available: number; hasBank: boolean }) {
  const t = useT();
  const money = useMoney();
  const errorText = useMoneyErrorText();
  const { submit, busy } = useWithdraw();
  const shortfallId = useId();
  const shortfall = Math.max(0, WITHDRAWAL_RULES.minimum - available);

  const resolver = useMemo(() => {
    const reasonText = (reason: 'invalid' | 'belowMinimum' | 'overAvailable') =>
      reason === 'belowMinimum'
        ? t('payments.error.withdrawBelowMinimum', {
            minimum: money.count(WITHDRAWAL_RULES.minimum),
            currency: money.currency,
          })
        : t(reason === 'invalid' ? 'payments.withdrawal.amountInvalid' : 'payments.withdrawal.overAvailable');
    return valibotResolver(
      v.object({
        amount: v.pipe(
          v.string(),
          v.rawTransform(({ dataset, addIssue, NEVER }) => {
            const check = checkWithdrawalAmount(dataset.value, available);
            if (check.ok) return check.amount;
            addIssue({ message: reasonText(check.reason) });
            return NEVER;
          }),
        ),
      }),
    );
  }, [available, t, money]);
  const { register, handleSubmit, setError, clearErrors, resetField, control, formState } = useForm<
    { amount: string },
    unknown,
    { amount: number }
  >({ defaultValues: { amount: '' }, resolver, reValidateMode: 'onSubmit' });
  const input = useWatch({ control, name: 'amount' });
  const check = checkWithdrawalAmount(input, available);
  const quote = check.ok ? withdrawalQuote(check.amount) : null;

  const request = async ({ amount }: { amount: number }) => {
    const outcome = await submit(amount);
    if (!outcome) return;
    if (!outcome.ok) return setError('amount', { type: 'server', message: errorText(outcome.failure) });
    resetField('amount');
    notify.success(t('payments.withdrawal.requested', { amount: money.amount(amount) }));
  };
  const guarded = useGuardedSubmit(handleSubmit, request);
  // While less than the minimum is available nothing is checked or sent.
  const onSubmit = shortfall > 0 ? (event: { preventDefault: () => void }) => event.preventDefault() : guarded.submit;

  if (!hasBank)
    return (
      <p className="rounded bg-surface-raised px-3 py-2 text-sm text-muted">{t('payments.error.withdrawNoBank')}</p>
    );
  return (
    <form className="flex flex-col gap-3" onSubmit={onSubmit} noValidate>
      <TextInput
        label={t('payments.withdrawal.amount', { currency: money.currency })}
        hint={t('payments.withdrawal.amountHint', {
          minimum: money.amount(WITHDRAWAL_RULES.minimum),
          available: money.amount(available),
        })}
        inputMode="numeric"
        autoComplete="off"
        error={formState.errors.amount?.message}
        {...register('amount', { onChange: () => clearErrors('amount') })}
      />
      <dl
        aria-label={t('payments.withdrawal.quote')}
        className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded bg-surface-raised p-3 text-sm"
      >
        <dt className="text-muted">{t('payments.withdrawal.fee', { percent: WITHDRAWAL_RULES.feePercent })}</dt>
        <dd className="text-right">{quote ? money.won(quote.fee) : '-'}</dd>
        <dt className="text-muted">{t('payments.withdrawal.payout')}</dt>
        <dd className="text-right font-bold text-accent">{quote ? money.won(quote.payout) : '-'}</dd>
      </dl>
      {shortfall > 0 && (
        <p id={shortfallId} className="text-sm text-muted">
          {t('payments.withdrawal.shortfall', { shortfall: money.amount(shortfall) })}
        </p>
      )}
      <Button
        type="submit"
        loading={busy}
        disabled={shortfall > 0}
        aria-describedby={shortfall > 0 ? shortfallId : undefined}
      >
        {t('payments.withdrawal.submit')}
      </Button>
    </form>
  );
}
