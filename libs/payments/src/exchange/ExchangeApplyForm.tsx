import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import type { eventsApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { Button, notify, TextInput, useGuardedSubmit } from '@onair/ui';
import { itemName, itemQuantity } from '../shared/item-label';
import { useMoney } from '../shared/use-money';
import { useMoneyErrorText } from '../shared/use-money-error-text';
import { checkExchangeAmount, exchangeBlock, exchangeMaximum } from './exchange-amount';
import { useApplyExchange } from './use-apply-exchange';

/**
 * What the member holds and may exchange now, how much to exchange (a multiple of rateFrom) with
 * what it becomes, then apply. The button stays off, saying why, while nothing or a wrong amount would go.
 */
export function ExchangeApplyForm({
  event,
  remaining,
  holding,
}: {
  event: eventsApi.ExchangeEvent;
  remaining: number;
  holding: number;
}) {
  const t = useT();
  const money = useMoney();
  const errorText = useMoneyErrorText();
  const statusId = useId();
  const { submit, busy } = useApplyExchange();
  const { rateFrom, rateTo } = event;
  const limits = useMemo(() => ({ rateFrom, rateTo, remaining, holding }), [rateFrom, rateTo, remaining, holding]);
  const resolver = useMemo(
    () =>
      valibotResolver(
        v.object({
          amount: v.pipe(
            v.string(),
            v.rawTransform(({ dataset, addIssue, NEVER }) => {
              const check = checkExchangeAmount(dataset.value, limits);
              if (check.ok) return check.amountFrom;
              addIssue({ message: check.reason });
              return NEVER;
            }),
          ),
        }),
      ),
    [limits],
  );
  const { register, handleSubmit, setError, clearErrors, resetField, control, formState } = useForm<
    { amount: string },
    unknown,
    { amount: number }
  >({ defaultValues: { amount: '' }, resolver, reValidateMode: 'onSubmit' });
  const input = useWatch({ control, name: 'amount' });
  const blocked = exchangeBlock(limits);
  const check = checkExchangeAmount(input, limits);
  const reasonValues = { step: money.count(event.rateFrom), item: itemName(t, money, event.fromItemCode) };
  const from = (count: number) => itemQuantity(t, money, event.fromItemCode, count);
  // Why the button is off (the block, or a typed amount that cannot go), else what the amount becomes.
  const reason = blocked ?? (!check.ok && input.trim() !== '' ? check.reason : null);

  const apply = async ({ amount: amountFrom }: { amount: number }) => {
    if (blocked) return;
    const outcome = await submit({ eventId: event.eventId, amountFrom });
    if (!outcome) return;
    if (!outcome.ok) return setError('amount', { type: 'server', message: errorText(outcome.failure) });
    resetField('amount');
    notify.success(
      t('payments.exchange.applied', { result: itemQuantity(t, money, event.toItemCode, outcome.data.amountTo) }),
    );
  };

  const guarded = useGuardedSubmit(handleSubmit, apply);
  return (
    <form className="flex flex-col gap-3" onSubmit={guarded.submit} noValidate>
      <dl className="grid grid-cols-2 gap-3 rounded bg-surface-raised p-3 text-sm">
        <div>
          <dt className="text-xs text-muted">{t('payments.exchange.holdingNow')}</dt>
          <dd className="font-semibold text-text">{from(holding)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{t('payments.exchange.maxNow')}</dt>
          <dd className="font-semibold text-accent">{from(exchangeMaximum(limits))}</dd>
        </div>
      </dl>
      <TextInput
        label={t('payments.exchange.amountLabel', {
          item: itemName(t, { currency: money.currencyAtStart }, event.fromItemCode),
        })}
        hint={t('payments.exchange.amountHint', reasonValues)}
        inputMode="numeric"
        autoComplete="off"
        disabled={blocked !== null}
        // The typed amount's own problem is said below, beside the button; only the API's refusal shows here.
        error={formState.errors.amount?.type === 'server' ? formState.errors.amount.message : undefined}
        {...register('amount', { onChange: () => clearErrors('amount') })}
      />
      <p id={statusId} className={`text-sm ${reason ? 'text-danger' : 'text-muted'}`} aria-live="polite">
        {reason
          ? t(reason, reasonValues)
          : check.ok
            ? t('payments.exchange.willReceive', { result: itemQuantity(t, money, event.toItemCode, check.amountTo) })
            : '\u00a0'}
      </p>
      <Button type="submit" loading={busy} disabled={blocked !== null || !check.ok} aria-describedby={statusId}>
        {t('payments.exchange.apply')}
      </Button>
    </form>
  );
}
