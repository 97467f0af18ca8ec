import type { ChatSubscribedPayload } from '@onair/contracts';
import { useT } from '@onair/i18n';
import type { ChatMessage } from '../room/wire';

/** A kind 'notice' line saying a member subscribed (the server's subscription relay); anything else is not one. */
export function subscribedPayloadOf(message: ChatMessage): ChatSubscribedPayload | null {
  const payload = message.payload;
  if (message.kind !== 'notice' || !payload || payload['notice'] !== 'subscribed') return null;
  if (typeof payload['subscriberNickname'] !== 'string') return null;
  return payload as ChatSubscribedPayload;
}

/** "X님이 구독했습니다." as a tinted line of its own; the chat's log announces it like any line. */
export function SubscribedLine({ subscribed }: { subscribed: ChatSubscribedPayload }) {
  const t = useT();
  return (
    <li className="px-2 py-1">
      <p className="rounded border border-success/50 bg-success/10 px-3 py-1.5 text-sm font-semibold text-text">
        {t('chat.subscribed.line', { nickname: subscribed.subscriberNickname })}
      </p>
    </li>
  );
}
