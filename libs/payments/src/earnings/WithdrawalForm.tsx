import { useId, useState, type FormEvent } from 'react';
import { WITHDRAWAL_RULES } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { Button, notify, TextInput } from '@onair/ui';
import { useMoney } from '../shared/useMoney';
import { useMoneyErrorText } from '../shared/useMoneyErrorText';
import { checkWithdrawalAmount } from './withdrawalAmount';
import { withdrawalQuote } from './withdrawalQuote';
import { useWithdraw } from './useWithdraw';

/**
 * Requests a withdrawal of received currency: at least the minimum, at most what is available; shows the fee and the payout.
 * While less than the minimum is available, the button is disabled and a sentence says how much more is needed.
 */
export function WithdrawalForm({ available, hasBank }: { available: number; hasBank: boolean }) {
  const t = useT();
  const money = useMoney();
  const errorText = useMoneyErrorText();
  const { submit, busy } = useWithdraw();
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);
  const shortfallId = useId();
  const shortfall = Math.max(0, WITHDRAWAL_RULES.minimum - available);
  const check = checkWithdrawalAmount(input, available);
  const quote = check.ok ? withdrawalQuote(check.amount) : null;

  const reasonText = (reason: 'invalid' | 'belowMinimum' | 'overAvailable') =>
    reason === 'belowMinimum'
      ? t('payments.error.withdrawBelowMinimum', {
          minimum: money.count(WITHDRAWAL_RULES.minimum),
          currency: money.currency,
        })
      : t(reason === 'invalid' ? 'payments.withdrawal.amountInvalid' : 'payments.withdrawal.overAvailable');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (shortfall > 0) return;
    if (!check.ok) return setError(reasonText(check.reason));
    setError(null);
    const outcome = await submit(check.amount);
    if (!outcome) return;
    if (!outcome.ok) return setError(errorText(outcome.failure));
    setInput('');
    notify.success(t('payments.withdrawal.requested', { amount: money.amount(check.amount) }));
  };

  if (!hasBank)
    return (
      <p className="rounded bg-surface-raised px-3 py-2 text-sm text-muted">{t('payments.error.withdrawNoBank')}</p>
    );
  return (
    <form className="flex flex-col gap-3" onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextInput
        label={t('payments.withdrawal.amount', { currency: money.currency })}
        hint={t('payments.withdrawal.amountHint', {
          minimum: money.amount(WITHDRAWAL_RULES.minimum),
          available: money.amount(available),
        })}
        inputMode="numeric"
        autoComplete="off"
        value={input}
        error={error}
        onChange={(event) => {
          setInput(event.target.value);
          setError(null);
        }}
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
