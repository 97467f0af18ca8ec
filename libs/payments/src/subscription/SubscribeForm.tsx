import { Controller, useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { SUBSCRIPTION_PLANS } from '@onair/contracts';
import { useFormatDateTime, useT } from '@onair/i18n';
import { Button, Checkbox, notify, useGuardedSubmit } from '@onair/ui';
import { InsufficientBalance } from '../gift/InsufficientBalance';
import { useMoney } from '../shared/use-money';
import { useMoneyErrorText } from '../shared/use-money-error-text';
import { useWallet } from '../shared/use-wallet';
import { RadioCard } from '../shared/RadioCard';
import { PLAN_KEYS, PLAN_TICKETS } from './subscription-labels';
import { RENEWAL_PRICE, oneMonthAfter } from './renewal';
import { subscriptionPlans, type SubscriptionPlanId } from './subscription-plans';
import { useSubscribe } from './use-subscribe';

const PAY_WITH = ['wallet', 'ticket'] as const;
type PayWith = (typeof PAY_WITH)[number];
type SubscribeInput = { plan: SubscriptionPlanId; autoRenew: boolean; payWith: PayWith };

const resolver = valibotResolver(
  v.object({ plan: v.picklist(SUBSCRIPTION_PLANS), autoRenew: v.boolean(), payWith: v.picklist(PAY_WITH) }),
);

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
  const { register, handleSubmit, setValue, setError, clearErrors, control, formState } = useForm<SubscribeInput>({
    defaultValues: { plan: 'oneMonth', autoRenew: true, payWith: 'wallet' },
    resolver,
  });
  const formatDateTime = useFormatDateTime();
  const [planId, payWith, autoRenew] = useWatch({ control, name: ['plan', 'payWith', 'autoRenew'] });
  // The server found the balance short: said until another plan is chosen.
  const short = formState.errors.root?.short !== undefined;

  const plan = plans.find((candidate) => candidate.id === planId) ?? plans[0];
  const tickets = wallet.data?.items.find((item) => item.itemCode === PLAN_TICKETS[planId])?.quantity ?? 0;
  const useTicket = payWith === 'ticket' && tickets > 0;
  const lacking =
    !useTicket && (short || (wallet.data !== undefined && plan !== undefined && wallet.data.luv < plan.price));

  const subscribe = async ({ plan: chosen, autoRenew }: SubscribeInput) => {
    if (lacking) return;
    const outcome = await submit({ channelId, plan: chosen, autoRenew: chosen === 'oneMonth' && autoRenew, useTicket });
    if (!outcome) return;
    if (outcome.ok) {
      notify.success(t('payments.subscription.done', { channelName }));
      onDone();
    } else if (outcome.failure.code === 'INSUFFICIENT_BALANCE') {
      setError('root.short', { type: 'server' });
    } else {
      notify.error(errorText(outcome.failure));
    }
  };

  const guarded = useGuardedSubmit(handleSubmit, subscribe);
  return (
    <form className="flex flex-col gap-4" onSubmit={guarded.submit} noValidate>
      <Controller
        control={control}
        name="plan"
        render={({ field }) => (
          <div role="radiogroup" aria-label={t('payments.subscription.planLabel')} className="grid grid-cols-2 gap-2">
            {plans.map((candidate) => (
              <RadioCard
                key={candidate.id}
                name={field.name}
                value={candidate.id}
                checked={candidate.id === field.value}
                onSelect={() => {
                  field.onChange(candidate.id);
                  clearErrors('root.short');
                }}
              >
                <span className="font-bold">{t(PLAN_KEYS[candidate.id])}</span>
                <span className="text-sm font-semibold text-accent">{money.amount(candidate.price)}</span>
              </RadioCard>
            ))}
          </div>
        )}
      />
      {planId === 'oneMonth' && <Checkbox label={t('payments.subscription.autoRenew')} {...register('autoRenew')} />}
      {planId === 'oneMonth' && autoRenew && (
        // Before consent: when the first renewal charges, and how much (the KCC 2018 guideline).
        <p className="rounded bg-surface-raised px-3 py-2 text-xs text-text">
          {t('payments.subscription.renewalNotice', {
            date: formatDateTime(oneMonthAfter(new Date()).toISOString(), false),
            price: money.amount(RENEWAL_PRICE),
          })}
        </p>
      )}
      <div
        role="radiogroup"
        aria-label={t('payments.subscription.payWith')}
        className="grid grid-cols-1 gap-2 sm:grid-cols-2"
      >
        <RadioCard name="payWith" value="wallet" checked={!useTicket} onSelect={() => setValue('payWith', 'wallet')}>
          <span className="text-sm font-semibold">{t('payments.subscription.payWithWallet')}</span>
          <span className="text-xs text-muted">
            {t('payments.balance.label', { currency: money.currency })}{' '}
            {wallet.data ? money.amount(wallet.data.luv) : '-'}
          </span>
        </RadioCard>
        {tickets > 0 && (
          <RadioCard name="payWith" value="ticket" checked={useTicket} onSelect={() => setValue('payWith', 'ticket')}>
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
