import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { myApi } from '@onair/api-client';
import { DEFAULT_LUV_PRESET, GIFT_MAX_AMOUNT } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { selectIsSignedIn, useAppSelector, useMembersOnly } from '@onair/store';
import { Button, Dialog, notify, TextInput, useGuardedSubmit } from '@onair/ui';
import { parsedText } from '../shared/parsed-text';
import { useMoney } from '../shared/use-money';
import { useMoneyErrorText } from '../shared/use-money-error-text';
import { useWallet } from '../shared/use-wallet';
import { parseGiftAmount } from './gift-amount';
import { InsufficientBalance } from './InsufficientBalance';
import { PresetChips } from './PresetChips';
import { PresetEditor } from './PresetEditor';
import { useSendGift } from './use-send-gift';

export const GIFT_MESSAGE_MAX = 100;

type GiftInput = { amount: string; message: string };

export type GiftDialogProps = {
  open: boolean;
  onClose: () => void;
  channelId: number;
  recipientName: string;
};

/**
 * Sends the brand's currency to a channel: the member's preset amounts as chips, a custom amount,
 * an optional message (100 characters). A visitor gets the 회원 전용 dialog instead.
 */
export function GiftDialog({ open, onClose, channelId, recipientName }: GiftDialogProps) {
  const t = useT();
  const signedIn = useAppSelector(selectIsSignedIn);
  const membersOnly = useMembersOnly();
  useEffect(() => {
    if (open && !signedIn) {
      membersOnly();
      onClose();
    }
  }, [open, signedIn, membersOnly, onClose]);
  return (
    <Dialog
      open={open && signedIn}
      onClose={onClose}
      title={t('payments.gift.title', { recipientName })}
      showCloseButton
      closeLabel={t('common.close')}
    >
      <GiftForm channelId={channelId} recipientName={recipientName} onSent={onClose} />
    </Dialog>
  );
}

function GiftForm({
  channelId,
  recipientName,
  onSent,
}: {
  channelId: number;
  recipientName: string;
  onSent: () => void;
}) {
  const t = useT();
  const money = useMoney();
  const errorText = useMoneyErrorText();
  const wallet = useWallet();
  const preset = myApi.useMyLuvPresetQuery();
  const { submit, busy } = useSendGift();
  const [editing, setEditing] = useState(false);
  const invalidAmount = t('payments.gift.amountInvalid', {
    max: money.count(GIFT_MAX_AMOUNT),
    currency: money.currency,
  });
  const resolver = useMemo(
    () =>
      valibotResolver(
        v.object({ amount: parsedText(parseGiftAmount, invalidAmount), message: v.pipe(v.string(), v.trim()) }),
      ),
    [invalidAmount],
  );
  const { register, handleSubmit, setValue, setError, clearErrors, control, formState } = useForm<
    GiftInput,
    unknown,
    { amount: number; message: string }
  >({ defaultValues: { amount: '', message: '' }, resolver, reValidateMode: 'onSubmit' });
  const [amountInput, message] = useWatch({ control, name: ['amount', 'message'] });

  // The member's own amounts; the defaults when they set none (or they cannot be read), not while loading.
  const amounts = preset.data?.amounts.length ? preset.data.amounts : DEFAULT_LUV_PRESET;
  const amount = parseGiftAmount(amountInput);
  const balance = wallet.data?.luv;
  // The server found the balance short: said until another amount is chosen.
  const short = formState.errors.root?.short !== undefined;
  const lacking = short || (amount !== null && balance !== undefined && amount > balance);

  const send = async (gift: { amount: number; message: string }) => {
    if (lacking) return;
    const outcome = await submit({ channelId, amount: gift.amount, message: gift.message || undefined });
    if (!outcome) return;
    if (outcome.ok) {
      notify.success(t('payments.gift.sent', { recipientName, amount: money.amount(gift.amount) }));
      onSent();
    } else if (outcome.failure.code === 'INSUFFICIENT_BALANCE') {
      setError('root.short', { type: 'server' });
    } else {
      setError('amount', { type: 'server', message: errorText(outcome.failure) });
    }
  };

  const choose = (value: string) => {
    setValue('amount', value);
    clearErrors();
  };

  const guarded = useGuardedSubmit(handleSubmit, send);
  return (
    <div className="flex flex-col gap-4">
      <p className="flex items-center justify-between rounded border border-border bg-surface-raised px-3 py-2">
        <span className="text-muted">{t('payments.balance.label', { currency: money.currency })}</span>
        <strong className="font-bold">{balance === undefined ? '-' : money.amount(balance)}</strong>
      </p>
      {preset.isLoading ? (
        <div aria-hidden="true" className="h-8" />
      ) : editing ? (
        <PresetEditor amounts={amounts} onDone={() => setEditing(false)} />
      ) : (
        <div className="flex items-start justify-between gap-2">
          <PresetChips amounts={amounts} selected={amount} onSelect={(value) => choose(String(value))} />
          <button
            type="button"
            onClick={() => setEditing(true)}
            // 40 px tall on a phone, as the chips beside it: a thumb, not a cursor.
            className="shrink-0 cursor-pointer py-1.5 text-xs text-muted underline-offset-2 hover:text-text hover:underline max-sm:min-h-10 max-sm:px-1"
          >
            {t('payments.preset.edit')}
          </button>
        </div>
      )}
      <form className="flex flex-col gap-3" onSubmit={guarded.submit} noValidate>
        <TextInput
          label={t('payments.gift.amount', { currency: money.currency })}
          inputMode="numeric"
          autoComplete="off"
          error={formState.errors.amount?.message}
          {...register('amount', { onChange: () => clearErrors() })}
        />
        <TextInput
          label={t('payments.gift.message')}
          hint={t('payments.gift.messageCount', { count: message.length, max: GIFT_MESSAGE_MAX })}
          maxLength={GIFT_MESSAGE_MAX}
          {...register('message')}
        />
        {lacking && <InsufficientBalance />}
        <Button type="submit" size="lg" fullWidth loading={busy} disabled={lacking}>
          {amount === null
            ? t('payments.gift.submit')
            : t('payments.gift.submitAmount', { amount: money.amount(amount) })}
        </Button>
      </form>
    </div>
  );
}
