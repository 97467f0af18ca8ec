import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { useT } from '@onair/i18n';
import { Button } from '@onair/ui';
import type { ChatRoom } from '../room/use-chat-room';
import { CHAT_LIVE_MATCH_LIMITS as LIMITS } from '../room/wire';
import { useActRefusal } from './use-act-refusal';
import { useTapSize } from './use-narrow-viewport';

/** Lengths offered, in minutes: the server takes any whole number from 3 to 30. */
const LENGTHS = [3, 5, 10, 15, 20, 30].filter(
  (minutes) => minutes >= LIMITS.minMinutes && minutes <= LIMITS.maxMinutes,
);
const DEFAULT_LENGTH = 10;

type MatchInput = { opponent: string; minutes: number };

// A channel id as typed (spaces around it dropped) and one of the lengths offered.
const resolver = valibotResolver(
  v.object({
    opponent: v.pipe(v.string(), v.trim(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number)),
    minutes: v.pipe(v.number(), v.integer(), v.minValue(LIMITS.minMinutes), v.maxValue(LIMITS.maxMinutes)),
  }),
);

const inputClass =
  'h-9 w-full min-w-0 rounded border border-border bg-bg px-2 text-sm text-text placeholder:text-muted focus:border-accent focus:outline-none';

/** The owner proposes a live match: the opponent's channel id and how long it runs. */
export function MatchForm({ room, onDone }: { room: ChatRoom; onDone: () => void }) {
  const t = useT();
  const tapSize = useTapSize();
  const { register, handleSubmit, formState } = useForm<MatchInput, unknown, { opponent: number; minutes: number }>({
    defaultValues: { opponent: '', minutes: DEFAULT_LENGTH },
    resolver,
    reValidateMode: 'onSubmit',
  });
  const invalid = formState.errors.opponent !== undefined;
  const { run, busy, refusalText } = useActRefusal();

  const propose = async ({ opponent, minutes }: { opponent: number; minutes: number }) => {
    if (await run(() => room.proposeMatch({ opponentChannelId: opponent, minutes }))) onDone();
  };

  return (
    <form onSubmit={handleSubmit(propose)} className="mt-2 flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center gap-1.5">
        <input
          type="text"
          inputMode="numeric"
          {...register('opponent')}
          aria-label={t('chat.match.opponent')}
          placeholder={t('chat.match.opponent')}
          autoComplete="off"
          className={`${inputClass} flex-1 basis-32`}
        />
        <label className="flex items-center gap-1.5 text-xs text-muted">
          {t('chat.match.minutes')}
          <select
            {...register('minutes', { valueAsNumber: true })}
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
