import { useEffect, useState, type FormEvent } from 'react';
import { myApi } from '@onair/api-client';
import { DEFAULT_LUV_PRESET, GIFT_MAX_AMOUNT } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { selectIsSignedIn, useAppSelector, useMembersOnly } from '@onair/store';
import { Button, Dialog, notify, TextInput } from '@onair/ui';
import { useMoney } from '../shared/useMoney';
import { useMoneyErrorText } from '../shared/useMoneyErrorText';
import { useWallet } from '../shared/useWallet';
import { parseGiftAmount } from './giftAmount';
import { InsufficientBalance } from './InsufficientBalance';
import { PresetChips } from './PresetChips';
import { PresetEditor } from './PresetEditor';
import { useSendGift } from './useSendGift';

export const GIFT_MESSAGE_MAX = 100;

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
  const [amountInput, setAmountInput] = useState('');
  const [message, setMessage] = useState('');
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [short, setShort] = useState(false);

  // The member's own amounts; the defaults when they set none (or they cannot be read), not while loading.
  const amounts = preset.data?.amounts.length ? preset.data.amounts : DEFAULT_LUV_PRESET;
  const amount = parseGiftAmount(amountInput);
  const balance = wallet.data?.luv;
  const lacking = short || (amount !== null && balance !== undefined && amount > balance);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (amount === null)
      return setError(
        t('payments.gift.amountInvalid', { max: money.count(GIFT_MAX_AMOUNT), currency: money.currency }),
      );
    if (lacking) return;
    setError(null);
    const outcome = await submit({ channelId, amount, message: message.trim() || undefined });
    if (!outcome) return;
    if (outcome.ok) {
      notify.success(t('payments.gift.sent', { recipientName, amount: money.amount(amount) }));
      onSent();
    } else if (outcome.failure.code === 'INSUFFICIENT_BALANCE') {
      setShort(true);
    } else {
      setError(errorText(outcome.failure));
    }
  };

  const choose = (value: string) => {
    setAmountInput(value);
    setShort(false);
    setError(null);
  };

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
      <form className="flex flex-col gap-3" onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextInput
          label={t('payments.gift.amount', { currency: money.currency })}
          inputMode="numeric"
          autoComplete="off"
          value={amountInput}
          error={error}
          onChange={(event) => choose(event.target.value)}
        />
        <TextInput
          label={t('payments.gift.message')}
          hint={t('payments.gift.messageCount', { count: message.length, max: GIFT_MESSAGE_MAX })}
          maxLength={GIFT_MESSAGE_MAX}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
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
