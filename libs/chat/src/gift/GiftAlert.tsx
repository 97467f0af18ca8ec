import { useEffect, useState } from 'react';
import { useT } from '@onair/i18n';
import { giftPayloadOf, type ChatGiftPayload, type ChatMessage } from '../room/wire';
import { useGiftAmount } from './use-gift-amount';

export type GiftAlertProps = {
  /** The room's lines (useChatRoom's messages): the newest gift among them is announced. */
  messages: readonly ChatMessage[];
  /** How long one alert stays. */
  durationMs?: number;
  className?: string;
};

const DEFAULT_DURATION_MS = 5000;

function latestGift(messages: readonly ChatMessage[]): { seq: number; gift: ChatGiftPayload } | null {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index] as ChatMessage;
    const gift = giftPayloadOf(message);
    if (gift) return { seq: message.seq, gift };
  }
  return null;
}

/**
 * The overlay over the player: the latest gift (sender, the amount of currency or the item's name, message) for a few seconds.
 * It is for the eyes only (aria-hidden): the same gift's chat line is announced by the chat's log, and a
 * screen reader would otherwise read every gift twice.
 */
export function GiftAlert({ messages, durationMs = DEFAULT_DURATION_MS, className = '' }: GiftAlertProps) {
  const t = useT();
  const amountText = useGiftAmount();
  const latest = latestGift(messages);
  const [dismissedSeq, setDismissedSeq] = useState<number | null>(null);
  const seq = latest?.seq ?? null;

  useEffect(() => {
    if (seq === null) return;
    const timer = setTimeout(() => setDismissedSeq(seq), durationMs);
    return () => clearTimeout(timer);
  }, [seq, durationMs]);

  if (!latest || latest.seq === dismissedSeq) return null;
  const { gift } = latest;
  return (
    <div
      aria-hidden="true"
      className={`pointer-events-none max-w-[90%] rounded-lg border border-accent bg-surface/95 px-4 py-3 text-center shadow-lg ${className}`}
    >
      <p className="text-base font-bold text-accent">
        {t('chat.gift.line', { sender: gift.senderNickname, amount: amountText(gift) })}
      </p>
      {gift.message && <p className="mt-1 break-words text-sm text-text">{gift.message}</p>}
    </div>
  );
}
