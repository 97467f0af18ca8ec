import { useState, type FormEvent } from 'react';
import type { eventsApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { Button, notify, TextInput } from '@onair/ui';
import { itemName, itemQuantity } from '../shared/itemLabel';
import { useMoney } from '../shared/useMoney';
import { useMoneyErrorText } from '../shared/useMoneyErrorText';
import { checkExchangeAmount } from './exchangeAmount';
import { useApplyExchange } from './useApplyExchange';

/** How much to exchange (a multiple of rateFrom), with what it becomes, then apply. */
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
  const { submit, busy } = useApplyExchange();
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);
  const check = checkExchangeAmount(input, { rateFrom: event.rateFrom, rateTo: event.rateTo, remaining, holding });
  const reasonValues = { step: money.count(event.rateFrom), item: itemName(t, money, event.fromItemCode) };

  const onSubmit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    if (!check.ok) return setError(t(check.reason, reasonValues));
    setError(null);
    const outcome = await submit({ eventId: event.eventId, amountFrom: check.amountFrom });
    if (!outcome) return;
    if (!outcome.ok) return setError(errorText(outcome.failure));
    setInput('');
    notify.success(
      t('payments.exchange.applied', { result: itemQuantity(t, money, event.toItemCode, outcome.data.amountTo) }),
    );
  };

  return (
    <form className="flex flex-col gap-3" onSubmit={(formEvent) => void onSubmit(formEvent)} noValidate>
      <TextInput
        label={t('payments.exchange.amountLabel', { item: itemName(t, money, event.fromItemCode) })}
        hint={t('payments.exchange.amountHint', reasonValues)}
        inputMode="numeric"
        autoComplete="off"
        value={input}
        error={error}
        onChange={(changeEvent) => {
          setInput(changeEvent.target.value);
          setError(null);
        }}
      />
      <p className="text-sm text-muted" aria-live="polite">
        {check.ok
          ? t('payments.exchange.willReceive', { result: itemQuantity(t, money, event.toItemCode, check.amountTo) })
          : '\u00a0'}
      </p>
      <Button type="submit" loading={busy} disabled={remaining === 0}>
        {t('payments.exchange.apply')}
      </Button>
    </form>
  );
}
