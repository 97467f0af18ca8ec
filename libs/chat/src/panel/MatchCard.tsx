import { useT } from '@onair/i18n';
import { Button } from '@onair/ui';
import { matchIsOpen } from '../room/live-match';
import type { ChatRoomActions } from '../room/use-chat-room';
import type { ChatLiveMatch } from '../room/wire';
import { useActRefusal } from './use-act-refusal';
import { useTapSize } from './use-narrow-viewport';
import { timeLeft, useNow } from './use-now';

export type MatchCardProps = {
  match: ChatLiveMatch;
  /** This room's channel id, as text: which side is "ours" and who answers a proposal. */
  room: string;
  /** The signed-in viewer owns this room's channel. */
  owner: boolean;
  /** An operator: may end a running match too. */
  operator: boolean;
  onAccept: ChatRoomActions['acceptMatch'];
  onDecline: ChatRoomActions['declineMatch'];
  onEnd: ChatRoomActions['endMatch'];
  onDismiss: () => void;
};

const STATUS_KEYS = {
  proposed: 'chat.match.proposed',
  running: 'chat.match.running',
  ended: 'chat.match.ended',
  declined: 'chat.match.declined',
  expired: 'chat.match.expired',
} as const;

const shareOf = (score: number, total: number) => (total === 0 ? 50 : Math.round((score / total) * 100));

/**
 * A live match between this room's channel and another: both sides with their names and scores, a
 * bar of their shares, the time left, and the result. A proposal shows to the two owners only:
 * the opponent's owner answers it (수락/거절), the proposer waits. Names are plain text.
 */
export function MatchCard({ match, room, owner, operator, onAccept, onDecline, onEnd, onDismiss }: MatchCardProps) {
  const t = useT();
  const tapSize = useTapSize();
  const open = matchIsOpen(match);
  const now = useNow(open);
  const { run, busy, refusalText } = useActRefusal();
  const [first, second] = match.sides;
  const total = first.score + second.score;
  const share = shareOf(first.score, total);
  const answering = match.status === 'proposed' && owner && String(second.channelId) === room;
  const winner = match.sides.find((side) => side.channelId === match.winnerChannelId) ?? null;
  const showScores = match.status === 'running' || match.status === 'ended';

  return (
    <section
      aria-label={t('chat.match.region')}
      className="flex flex-col gap-2 border-b border-border bg-surface-raised px-3 py-2.5 text-sm"
    >
      <div className="flex items-baseline justify-between gap-2">
        <span className={`text-[11px] font-bold ${open ? 'text-accent' : 'text-muted'}`}>
          {t(STATUS_KEYS[match.status] ?? 'chat.match.region')}
        </span>
        {match.status === 'running' && match.endsAt && (
          <span className="text-[11px] tabular-nums text-muted">
            {t('chat.match.timeLeft', { time: timeLeft(match.endsAt, now) })}
          </span>
        )}
        {match.status === 'proposed' && (
          <span className="text-[11px] tabular-nums text-muted">
            {t('chat.match.answerLeft', { time: timeLeft(match.answerBy, now) })}
          </span>
        )}
      </div>
      {match.status === 'proposed' && (
        <p className="break-words text-text">
          {answering
            ? t('chat.match.incoming', { name: first.name, minutes: match.minutes })
            : t('chat.match.waiting', { name: second.name, minutes: match.minutes })}
        </p>
      )}
      {showScores && (
        <>
          <div className="flex items-baseline justify-between gap-3">
            {match.sides.map((side, index) => (
              <span
                key={side.channelId}
                className={`min-w-0 break-words ${index === 1 ? 'text-right' : ''} ${
                  winner?.channelId === side.channelId ? 'font-bold text-accent' : 'text-text'
                }`}
              >
                {t('chat.match.score', { name: side.name, score: side.score })}
              </span>
            ))}
          </div>
          <span aria-hidden="true" className="flex h-2 overflow-hidden rounded bg-border">
            <span className="block h-full bg-accent" style={{ width: `${share}%` }} />
            <span className="block h-full flex-1 bg-muted" />
          </span>
        </>
      )}
      {match.status === 'ended' && (
        <p className="font-bold text-text">
          {winner ? t('chat.match.winner', { name: winner.name }) : t('chat.match.draw')}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-end gap-2">
        {answering && (
          <>
            <Button size={tapSize} variant="secondary" disabled={busy} onClick={() => void run(onDecline)}>
              {t('chat.match.decline')}
            </Button>
            <Button size={tapSize} disabled={busy} onClick={() => void run(onAccept)}>
              {t('chat.match.accept')}
            </Button>
          </>
        )}
        {match.status === 'running' && (owner || operator) && (
          <Button size={tapSize} variant="secondary" disabled={busy} onClick={() => void run(onEnd)}>
            {t('chat.match.end')}
          </Button>
        )}
        {!open && (
          <Button size={tapSize} variant="ghost" onClick={onDismiss}>
            {t('chat.match.dismiss')}
          </Button>
        )}
      </div>
      {refusalText && (
        <p role="alert" className="text-xs text-danger">
          {refusalText}
        </p>
      )}
    </section>
  );
}
