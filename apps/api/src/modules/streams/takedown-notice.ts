import {
  TAKEDOWN_ACTIONS,
  messageText,
  type MessageKey,
  type StreamKeyInfo,
  type TakedownAction,
} from '@onair/contracts';

/** A message the streamer reads: Korean text, and key and params for the web to word it in any language. */
export type WordedNotice = { key: MessageKey; params: { reason: string }; message: string };

const KEY_OF_ACTION: Record<TakedownAction, MessageKey> = {
  end: 'adminLive.broadcastEnded',
  'revoke-key': 'adminLive.streamKeyRevoked',
  suspend: 'adminLive.suspended',
};

function worded(key: MessageKey, reason: string): WordedNotice {
  const params = { reason };
  return { key, params, message: messageText({ key, params }) };
}

/** What a suspended channel's streamer is told: in the broadcast settings and with each refused publish. */
export const suspensionMessage = (reason: string) => worded('adminLive.suspended', reason);

/** What the streamer is told of an operator's last takedown of the channel (docs/takedown.md). */
export const takedownMessage = (action: TakedownAction, reason: string) => worded(KEY_OF_ACTION[action], reason);

/** The takedown columns of a channel (channels.suspended_*, takedown_*). */
export type TakedownColumns = {
  suspendedAt: Date | null;
  suspendedReason: string | null;
  takedownAction: string | null;
  takedownReason: string | null;
  takedownAt: Date | null;
};

const isAction = (action: string | null): action is TakedownAction =>
  (TAKEDOWN_ACTIONS as readonly string[]).includes(action ?? '');

/** The suspension and last takedown as the streamer's broadcast settings show them. */
export function operatorNotices(row: TakedownColumns): Pick<StreamKeyInfo, 'suspension' | 'takedown'> {
  const { suspendedAt, suspendedReason, takedownAction, takedownReason, takedownAt } = row;
  return {
    suspension: suspendedAt
      ? { reason: suspendedReason ?? '', since: suspendedAt.toISOString(), ...suspensionMessage(suspendedReason ?? '') }
      : null,
    takedown:
      isAction(takedownAction) && takedownAt
        ? {
            action: takedownAction,
            reason: takedownReason ?? '',
            at: takedownAt.toISOString(),
            ...takedownMessage(takedownAction, takedownReason ?? ''),
          }
        : null,
  };
}
