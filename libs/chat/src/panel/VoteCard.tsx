import { useT } from '@onair/i18n';
import { Button } from '@onair/ui';
import type { ChatRoomActions } from '../room/use-chat-room';
import type { ChatVote } from '../room/wire';
import { useActRefusal } from './use-act-refusal';
import { useTapSize } from './use-narrow-viewport';
import { timeLeft, useNow } from './use-now';

export type VoteCardProps = {
  vote: ChatVote;
  /** The option this member picked, or null. */
  choice: number | null;
  /** Signed in: may cast a ballot. Visitors see the tally only. */
  canVote: boolean;
  /** The owner, a manager or an operator: may end it early. */
  canClose: boolean;
  onCast: ChatRoomActions['castVote'];
  onClose: ChatRoomActions['closeVote'];
  onDismiss: () => void;
};

const percentOf = (votes: number, total: number) => (total === 0 ? 0 : Math.round((votes / total) * 100));

/**
 * The room's vote: the question, one row per option with its bar, count and share, and the time
 * left. A member who has not voted taps an option; their pick stays marked. A closed vote shows
 * its result until dismissed. Question and options are plain text.
 */
export function VoteCard({ vote, choice, canVote, canClose, onCast, onClose, onDismiss }: VoteCardProps) {
  const t = useT();
  const tapSize = useTapSize();
  const now = useNow(!vote.closed);
  const { run, busy, refusalText } = useActRefusal();
  const open = !vote.closed && Date.parse(vote.endsAt) > now;
  const voting = open && canVote && choice === null;
  const top = Math.max(...vote.options.map((option) => option.votes));

  // Compact, as CHZZK's vote banner: the status, question and time share a row and the options are
  // two to a row with their share as the fill behind them, so a running vote fits above the lines on a
  // phone next to a folded announcement, with nothing to scroll to before casting a ballot.
  return (
    <section
      aria-label={t('chat.vote.region')}
      className="flex flex-col gap-1.5 border-b border-border bg-surface-raised px-3 py-2 text-sm"
    >
      <div className="flex items-baseline gap-2">
        <span className={`shrink-0 text-[11px] font-bold ${vote.closed ? 'text-muted' : 'text-accent'}`}>
          {vote.closed ? t('chat.vote.closed') : t('chat.vote.open')}
        </span>
        <p className="min-w-0 flex-1 break-words font-semibold text-text">{vote.question}</p>
        {!vote.closed && (
          <span className="shrink-0 text-[11px] tabular-nums text-muted">
            {t('chat.vote.timeLeft', { time: timeLeft(vote.endsAt, now) })}
          </span>
        )}
      </div>
      <ul className="grid grid-cols-2 gap-1.5">
        {vote.options.map((option, index) => {
          const percent = percentOf(option.votes, vote.total);
          const chosen = choice === index;
          const leading = vote.closed && option.votes === top && top > 0;
          const box = `relative flex w-full items-center justify-between gap-1.5 overflow-hidden rounded border px-2 ${
            tapSize === 'md' ? 'min-h-10' : 'min-h-8'
          } ${chosen ? 'border-accent' : 'border-border'}`;
          const label = (
            <>
              <span
                aria-hidden="true"
                className={`absolute inset-y-0 left-0 ${chosen || leading ? 'bg-accent/25' : 'bg-muted/20'}`}
                style={{ width: `${percent}%` }}
              />
              <span className={`relative min-w-0 break-words text-left ${leading ? 'font-bold' : ''} text-text`}>
                {option.text}
                {chosen && (
                  <span className="ml-1 whitespace-nowrap rounded bg-accent px-1 text-[10px] font-bold text-accent-contrast">
                    {t('chat.vote.chosen')}
                  </span>
                )}
              </span>
              <span className="relative shrink-0 text-[11px] tabular-nums text-muted">
                {t('chat.vote.tally', { votes: option.votes, percent })}
              </span>
            </>
          );
          return (
            <li key={index}>
              {voting ? (
                <button
                  type="button"
                  disabled={busy}
                  aria-label={t('chat.vote.castFor', { option: option.text })}
                  onClick={() => void run(() => onCast(index))}
                  className={`${box} cursor-pointer hover:border-accent focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-60`}
                >
                  {label}
                </button>
              ) : (
                <div className={box}>{label}</div>
              )}
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-[11px] text-muted">{t('chat.vote.total', { count: vote.total })}</span>
        {open && !canVote && <span className="text-[11px] text-muted">{t('chat.vote.membersOnly')}</span>}
        {!vote.closed && canClose && (
          <Button size={tapSize} variant="secondary" disabled={busy} onClick={() => void run(onClose)}>
            {t('chat.vote.close')}
          </Button>
        )}
        {vote.closed && (
          <Button size={tapSize} variant="ghost" onClick={onDismiss}>
            {t('chat.vote.dismiss')}
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
