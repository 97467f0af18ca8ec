import { useState, type FormEvent } from 'react';
import { useT } from '@onair/i18n';
import { Button } from '@onair/ui';
import type { ChatRoom } from '../room/useChatRoom';
import { CHAT_LIVE_MATCH_LIMITS as LIMITS } from '../room/wire';
import { useActRefusal } from './useActRefusal';
import { useTapSize } from './useNarrowViewport';

/** Lengths offered, in minutes: the server takes any whole number from 3 to 30. */
const LENGTHS = [3, 5, 10, 15, 20, 30].filter(
  (minutes) => minutes >= LIMITS.minMinutes && minutes <= LIMITS.maxMinutes,
);
const DEFAULT_LENGTH = 10;

const inputClass =
  'h-9 w-full min-w-0 rounded border border-border bg-bg px-2 text-sm text-text placeholder:text-muted focus:border-accent focus:outline-none';

/** The owner proposes a live match: the opponent's channel id and how long it runs. */
export function MatchForm({ room, onDone }: { room: ChatRoom; onDone: () => void }) {
  const t = useT();
  const tapSize = useTapSize();
  const [opponent, setOpponent] = useState('');
  const [minutes, setMinutes] = useState(DEFAULT_LENGTH);
  const [invalid, setInvalid] = useState(false);
  const { run, busy, refusalText } = useActRefusal();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = opponent.trim();
    const wellFormed = /^[1-9]\d{0,9}$/.test(text);
    setInvalid(!wellFormed);
    if (!wellFormed) return;
    if (await run(() => room.proposeMatch({ opponentChannelId: Number(text), minutes }))) onDone();
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="mt-2 flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center gap-1.5">
        <input
          type="text"
          inputMode="numeric"
          value={opponent}
          onChange={(event) => setOpponent(event.target.value)}
          aria-label={t('chat.match.opponent')}
          placeholder={t('chat.match.opponent')}
          autoComplete="off"
          className={`${inputClass} flex-1 basis-32`}
        />
        <label className="flex items-center gap-1.5 text-xs text-muted">
          {t('chat.match.minutes')}
          <select
            value={minutes}
            onChange={(event) => setMinutes(Number(event.target.value))}
            className="h-10 rounded border border-border bg-bg px-1 text-sm text-text lg:h-8"
          >
            {LENGTHS.map((length) => (
              <option key={length} value={length}>
                {t('chat.match.minutesOption', { count: length })}
              </option>
            ))}
          </select>
        </label>
      </div>
      {(invalid || refusalText) && (
        <p role="alert" className="text-xs text-danger">
          {invalid ? t('chat.match.opponentInvalid') : refusalText}
        </p>
      )}
      <div className="flex justify-end gap-1.5">
        <Button size={tapSize} variant="secondary" guardMs={0} onClick={onDone}>
          {t('chat.tools.cancel')}
        </Button>
        <Button size={tapSize} type="submit" disabled={busy}>
          {t('chat.match.send')}
        </Button>
      </div>
    </form>
  );
}
