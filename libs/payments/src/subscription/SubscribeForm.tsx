import { useState, type FormEvent } from 'react';
import { useT } from '@onair/i18n';
import { Button, Checkbox, notify } from '@onair/ui';
import { InsufficientBalance } from '../gift/InsufficientBalance';
import { useMoney } from '../shared/useMoney';
import { useMoneyErrorText } from '../shared/useMoneyErrorText';
import { useWallet } from '../shared/useWallet';
import { RadioCard } from '../shared/RadioCard';
import { PLAN_KEYS, PLAN_TICKETS } from './subscriptionLabels';
import { subscriptionPlans, type SubscriptionPlanId } from './subscriptionPlans';
import { useSubscribe } from './useSubscribe';

type PayWith = 'wallet' | 'ticket';

/** Plan, auto-renew (one month only), wallet or ticket, then subscribe. */
export function SubscribeForm({
  channelId,
  channelName,
  onDone,
}: {
  channelId: number;
  channelName: string;
  onDone: () => void;
}) {
  const t = useT();
  const money = useMoney();
  const errorText = useMoneyErrorText();
  const wallet = useWallet();
  const { submit, busy } = useSubscribe();
  const plans = subscriptionPlans();
  const [planId, setPlanId] = useState<SubscriptionPlanId>('oneMonth');
  const [autoRenew, setAutoRenew] = useState(true);
  const [payWith, setPayWith] = useState<PayWith>('wallet');
  const [short, setShort] = useState(false);

  const plan = plans.find((candidate) => candidate.id === planId) ?? plans[0];
  const tickets = wallet.data?.items.find((item) => item.itemCode === PLAN_TICKETS[planId])?.quantity ?? 0;
  const useTicket = payWith === 'ticket' && tickets > 0;
  const lacking =
    !useTicket && (short || (wallet.data !== undefined && plan !== undefined && wallet.data.luv < plan.price));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (lacking) return;
    const outcome = await submit({ channelId, plan: planId, autoRenew: planId === 'oneMonth' && autoRenew, useTicket });
    if (!outcome) return;
    if (outcome.ok) {
      notify.success(t('payments.subscription.done', { channelName }));
      onDone();
    } else if (outcome.failure.code === 'INSUFFICIENT_BALANCE') {
      setShort(true);
    } else {
      notify.error(errorText(outcome.failure));
    }
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => void onSubmit(event)} noValidate>
      <div role="radiogroup" aria-label={t('payments.subscription.planLabel')} className="grid grid-cols-2 gap-2">
        {plans.map((candidate) => (
          <RadioCard
            key={candidate.id}
            name="plan"
            value={candidate.id}
            checked={candidate.id === planId}
            onSelect={() => {
              setPlanId(candidate.id);
              setShort(false);
            }}
          >
            <span className="font-bold">{t(PLAN_KEYS[candidate.id])}</span>
            <span className="text-sm font-semibold text-accent">{money.amount(candidate.price)}</span>
          </RadioCard>
        ))}
      </div>
      {planId === 'oneMonth' && (
        <Checkbox
          label={t('payments.subscription.autoRenew')}
          checked={autoRenew}
          onChange={(event) => setAutoRenew(event.target.checked)}
        />
      )}
      <div
        role="radiogroup"
        aria-label={t('payments.subscription.payWith')}
        className="grid grid-cols-1 gap-2 sm:grid-cols-2"
      >
        <RadioCard name="payWith" value="wallet" checked={!useTicket} onSelect={() => setPayWith('wallet')}>
          <span className="text-sm font-semibold">{t('payments.subscription.payWithWallet')}</span>
          <span className="text-xs text-muted">
            {t('payments.balance.label', { currency: money.currency })}{' '}
            {wallet.data ? money.amount(wallet.data.luv) : '-'}
          </span>
        </RadioCard>
        {tickets > 0 && (
          <RadioCard name="payWith" value="ticket" checked={useTicket} onSelect={() => setPayWith('ticket')}>
            <span className="text-sm font-semibold">{t('payments.subscription.payWithTicket')}</span>
            <span className="text-xs text-muted">{t('payments.item.count', { count: tickets })}</span>
          </RadioCard>
        )}
      </div>
      {lacking && <InsufficientBalance />}
      <Button type="submit" size="lg" fullWidth loading={busy} disabled={lacking}>
        {useTicket
          ? t('payments.subscription.submitTicket')
          : t('payments.subscription.submit', { price: money.amount(plan?.price ?? 0) })}
      </Button>
    </form>
  );
}
