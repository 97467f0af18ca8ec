import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '@onair/i18n';
import { AlertDialog, Button } from '@onair/ui';
import type { ChatActAnswer } from '../room/chat-room-answers';
import type { ChatLineDeletionAnswer, ChatModerationAnswer } from '../room/chat-room-connection';
import type { ModerationRequest } from '../room/moderation';
import type { ChatModerationAction } from '../room/wire';
import { BottomSheet } from './BottomSheet';
import { useActionText } from './use-action-text';
import { useActRefusal } from './use-act-refusal';

/**
 * The chatter a nickname menu is about; seq is the line whose nickname opened it, when the line
 * itself is reported (the reports desk shows the lines around it, docs/cs.md).
 */
export type ChatTarget = { memberId: number; nickname: string; seq?: number };

export type ChatterMenuProps = {
  id: string;
  target: ChatTarget;
  /** What the viewer may do to this chatter (allowedModeration); empty for a plain member. */
  actions: readonly ModerationRequest[];
  onModerate: (request: ModerationRequest) => Promise<ChatModerationAnswer>;
  /** Present for the room's moderators who outrank the line's writer: deletes the line the menu was opened from. */
  onDeleteLine?: () => Promise<ChatLineDeletionAnswer>;
  /** Present for the room's moderators: pins the line the menu was opened from above the chat. */
  onPinLine?: () => Promise<ChatActAnswer<'pinLine'>>;
  /** The user card's top (UserCardProfile): who the chatter is, and follow, 쪽지, block. */
  card?: ReactNode;
  /** Present for a signed-in viewer when the page wires a report form: reports the chatter. */
  onReport?: () => void;
  /** With onReport: reports the line the menu was opened from (a chat report with its sequence number). */
  onReportLine?: () => void;
  onClose: () => void;
  /**
   * On a phone the menu is a sheet over the bottom of the screen: laid out inside the chat's box of fixed
   * height it left the lines a sliver. On a wide screen it stays under the lines, where the box is tall.
   */
  sheet?: boolean;
};

/**
 * The disclosure a chatter's nickname opens, their user card: who they are (card), the moderation
 * the viewer may take over them, pinning or deleting the line, and 신고.
 * The server's answer shows here: the action as the room will hear it, or its refusal. A ban is
 * confirmed first.
 */
export function ChatterMenu({
  id,
  target,
  actions,
  onModerate,
  onDeleteLine,
  onPinLine,
  card,
  onReport,
  onReportLine,
  onClose,
  sheet = false,
}: ChatterMenuProps) {
  const t = useT();
  const actionText = useActionText();
  const { run, busy, refusalText } = useActRefusal();
  const [done, setDone] = useState<ChatModerationAction | null>(null);
  const [confirmingBan, setConfirmingBan] = useState(false);
  const [lineDeleted, setLineDeleted] = useState(false);
  const [linePinned, setLinePinned] = useState(false);
  const box = useRef<HTMLElement>(null);
  const outcome = useRef<HTMLDivElement>(null);
  const [acted, setActed] = useState(0);
  const nameId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  const size = sheet ? 'md' : 'sm';

  useEffect(() => {
    // The first action, or the card itself while it has none yet (its profile still loading): Escape works at once.
    (box.current?.querySelector<HTMLButtonElement>('button[data-menu-action]') ?? box.current)?.focus();
  }, [target.memberId]);

  // A control that went away (쪽지 차단 once done) leaves the focus on the page: Escape still closes the card.
  // The sheet does this itself (BottomSheet), for the modal on top.
  useEffect(() => {
    if (sheet) return;
    const onDocumentKey = (event: globalThis.KeyboardEvent) => {
      const active = document.activeElement;
      if (event.key === 'Escape' && (active === null || active === document.body)) onCloseRef.current();
    };
    document.addEventListener('keydown', onDocumentKey);
    return () => document.removeEventListener('keydown', onDocumentKey);
  }, [sheet]);

  // The pressed button is disabled while the server answers, and a browser drops the focus of a disabled
  // control to the page: the menu's Escape (onKeyDown below) no longer reached it. Focus goes to where the
  // answer will show instead, after the commit so it also wins over the ban dialog handing focus back.
  useEffect(() => {
    if (acted > 0) outcome.current?.focus();
  }, [acted]);

  const pinLine = (pin: () => Promise<ChatActAnswer<'pinLine'>>) => {
    setDone(null);
    setLineDeleted(false);
    setActed((count) => count + 1);
    void run(async () => {
      const answer = await pin();
      setLinePinned(answer.ok);
      return answer;
    });
  };

  const deleteLine = (remove: () => Promise<ChatLineDeletionAnswer>) => {
    setLinePinned(false);
    setDone(null);
    setActed((count) => count + 1);
    void run(async () => {
      const answer = await remove();
      setLineDeleted(answer.ok);
      return answer;
    });
  };

  const moderate = (request: ModerationRequest) => {
    setLineDeleted(false);
    setLinePinned(false);
    setDone(null);
    setActed((count) => count + 1);
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

  const menu = (
    <section
      ref={box}
      id={id}
      aria-label={t('chat.moderation.menu', { nickname: target.nickname })}
      onKeyDown={onKeyDown}
      tabIndex={-1}
      className={`outline-none ${sheet ? 'px-4 pb-4 pt-2' : 'border-t border-border bg-surface-raised px-3 py-2'}`}
    >
      <div className="flex items-center gap-2">
        <p id={nameId} className={`min-w-0 flex-1 truncate font-semibold text-text ${sheet ? 'text-base' : 'text-sm'}`}>
          {target.nickname}
        </p>
        <Button size={size} variant="ghost" guardMs={0} onClick={onClose}>
          {t('chat.moderation.close')}
        </Button>
      </div>
      {card}
      <div className={sheet ? 'mt-3 flex flex-wrap gap-2' : 'mt-1.5 flex flex-wrap gap-1.5'}>
        {actions.map((request) => (
          <Button
            key={`${request.type}-${'minutes' in request ? request.minutes : ''}`}
            data-menu-action=""
            size={size}
            variant={request.type === 'blacklist' ? 'danger' : 'secondary'}
            disabled={busy}
            onClick={() => (request.type === 'blacklist' ? setConfirmingBan(true) : moderate(request))}
          >
            {label(request)}
          </Button>
        ))}
        {onPinLine && (
          <Button
            data-menu-action=""
            size={size}
            variant="secondary"
            disabled={busy}
            onClick={() => pinLine(onPinLine)}
          >
            {t('chat.pin.line')}
          </Button>
        )}
        {onDeleteLine && !lineDeleted && (
          <Button
            data-menu-action=""
            size={size}
            variant="danger"
            disabled={busy}
            onClick={() => deleteLine(onDeleteLine)}
          >
            {t('chat.moderation.deleteLine')}
          </Button>
        )}
        {onReportLine && (
          <Button data-menu-action="" size={size} variant="ghost" onClick={onReportLine}>
            {t('chat.moderation.reportLine')}
          </Button>
        )}
        {onReport && (
          <Button data-menu-action="" size={size} variant="ghost" onClick={onReport}>
            {t('chat.moderation.report')}
          </Button>
        )}
      </div>
      <div ref={outcome} tabIndex={-1} className="outline-none">
        {linePinned && !refusalText && (
          <p role="status" className="mt-1.5 text-xs text-success">
            {t('chat.pin.pinned')}
          </p>
        )}
        {lineDeleted && !refusalText && (
          <p role="status" className="mt-1.5 text-xs text-success">
            {t('chat.moderation.lineDeleted')}
          </p>
        )}
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
      </div>
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
  return sheet ? (
    <BottomSheet labelledBy={nameId} onClose={onClose}>
      {menu}
    </BottomSheet>
  ) : (
    menu
  );
}
