import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '@onair/i18n';
import { AlertDialog, Button } from '@onair/ui';
import type { ChatModerationAnswer } from '../room/ChatRoomConnection';
import type { ModerationRequest } from '../room/moderation';
import type { ChatModerationAction } from '../room/wire';
import { useActionText } from './useActionText';
import { useActRefusal } from './useActRefusal';

/** The chatter a nickname menu is about. */
export type ChatTarget = { memberId: number; nickname: string };

export type ChatterMenuProps = {
  id: string;
  target: ChatTarget;
  /** What the viewer may do to this chatter (allowedModeration); empty for a plain member. */
  actions: readonly ModerationRequest[];
  onModerate: (request: ModerationRequest) => Promise<ChatModerationAnswer>;
  /** Present for a signed-in viewer when the page wires a report form. */
  onReport?: () => void;
  onClose: () => void;
};

/**
 * The disclosure a chatter's nickname opens, laid out under the chat so it fits a phone: the
 * moderation the viewer may take over them, and 신고. The server's answer shows here: the action as
 * the room will hear it, or its refusal. A ban is confirmed first.
 */
export function ChatterMenu({ id, target, actions, onModerate, onReport, onClose }: ChatterMenuProps) {
  const t = useT();
  const actionText = useActionText();
  const { run, busy, refusalText } = useActRefusal();
  const [done, setDone] = useState<ChatModerationAction | null>(null);
  const [confirmingBan, setConfirmingBan] = useState(false);
  const box = useRef<HTMLElement>(null);

  useEffect(() => {
    box.current?.querySelector<HTMLButtonElement>('button[data-menu-action]')?.focus();
  }, [target.memberId]);

  const moderate = (request: ModerationRequest) => {
    setDone(null);
    void run(async () => {
      const answer = await onModerate(request);
      if (answer.ok) setDone(answer.action);
      return answer;
    });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !confirmingBan) {
      event.stopPropagation();
      onClose();
    }
  };

  const label = (request: ModerationRequest) => {
    if (request.type === 'kick') return t('chat.moderation.kickFor', { count: request.minutes });
    if (request.type === 'dumb') return t('chat.moderation.dumbFor', { count: request.minutes });
    return t(`chat.moderation.${request.type}`);
  };

  return (
    <section
      ref={box}
      id={id}
      aria-label={t('chat.moderation.menu', { nickname: target.nickname })}
      onKeyDown={onKeyDown}
      className="border-t border-border bg-surface-raised px-3 py-2"
    >
      <div className="flex items-center gap-2">
        <p className="min-w-0 flex-1 truncate text-sm font-semibold text-text">{target.nickname}</p>
        <Button size="sm" variant="ghost" guardMs={0} onClick={onClose}>
          {t('chat.moderation.close')}
        </Button>
      </div>
      <div className="mt-1.5 flex flex-wrap gap-1.5">
        {actions.map((request) => (
          <Button
            key={`${request.type}-${'minutes' in request ? request.minutes : ''}`}
            data-menu-action=""
            size="sm"
            variant={request.type === 'blacklist' ? 'danger' : 'secondary'}
            disabled={busy}
            onClick={() => (request.type === 'blacklist' ? setConfirmingBan(true) : moderate(request))}
          >
            {label(request)}
          </Button>
        ))}
        {onReport && (
          <Button data-menu-action="" size="sm" variant="ghost" onClick={onReport}>
            {t('chat.moderation.report')}
          </Button>
        )}
      </div>
      {done && !refusalText && (
        <p role="status" className="mt-1.5 text-xs text-success">
          {actionText(done)}
        </p>
      )}
      {refusalText && (
        <p role="alert" className="mt-1.5 text-xs text-danger">
          {refusalText}
        </p>
      )}
      <AlertDialog
        open={confirmingBan}
        onClose={() => setConfirmingBan(false)}
        title={t('common.notice')}
        confirmText={t('chat.moderation.confirmBlacklistAction')}
        onConfirm={() => moderate({ type: 'blacklist' })}
        extraAction={{ label: t('common.cancel'), onClick: () => undefined }}
      >
        {t('chat.moderation.confirmBlacklist', { nickname: target.nickname })}
      </AlertDialog>
    </section>
  );
}
