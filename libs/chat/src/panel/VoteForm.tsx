import { useFieldArray, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { useT } from '@onair/i18n';
import { Button } from '@onair/ui';
import type { ChatRoom } from '../room/use-chat-room';
import { CHAT_ROOM_EVENT_LIMITS as LIMITS, chatTextLength } from '../room/wire';
import { useActRefusal } from './use-act-refusal';
import { useTapSize } from './use-narrow-viewport';

/** Durations offered, in seconds: the server takes any whole number from 30 s to 30 min. */
const DURATIONS = [30, 60, 180, 300, 600, 1800];
const DEFAULT_DURATION = 60;

type VoteInput = { question: string; options: Array<{ text: string }>; seconds: number };
type Vote = { question: string; options: string[]; seconds: number };

const fits = (max: number) => (text: string) => chatTextLength(text) <= max;

// A question, at least two options once the blank ones are dropped, each within its length; all trimmed.
const resolver = valibotResolver(
  v.object({
    question: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.check(fits(LIMITS.questionMaxLength))),
    options: v.pipe(
      v.array(v.object({ text: v.pipe(v.string(), v.trim()) })),
      v.transform((options) => options.map((option) => option.text).filter((text) => text !== '')),
      v.minLength(LIMITS.minOptions),
      v.check((options) => options.every(fits(LIMITS.optionMaxLength))),
    ),
    seconds: v.pipe(v.number(), v.integer()),
  }),
);

const inputClass =
  'h-9 w-full min-w-0 rounded border border-border bg-bg px-2 text-sm text-text placeholder:text-muted focus:border-accent focus:outline-none';

/** Opens a vote: a question, 2-5 options and how long it runs. */
export function VoteForm({ room, onDone }: { room: ChatRoom; onDone: () => void }) {
  const t = useT();
  const tapSize = useTapSize();
  const { register, handleSubmit, control, formState } = useForm<VoteInput, unknown, Vote>({
    defaultValues: { question: '', options: [{ text: '' }, { text: '' }], seconds: DEFAULT_DURATION },
    resolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const options = useFieldArray({ control, name: 'options' });
  // One sentence for whatever is missing or too long, as the vote is only worth opening whole.
  const incomplete = Object.keys(formState.errors).length > 0;
  const { run, busy, refusalText } = useActRefusal();

  const openVote = async (vote: Vote) => {
    if (await run(() => room.openVote(vote))) onDone();
  };

  return (
    <form onSubmit={handleSubmit(openVote)} className="mt-2 flex flex-col gap-1.5">
      <input
        type="text"
        {...register('question')}
        aria-label={t('chat.vote.question')}
        placeholder={t('chat.vote.question')}
        maxLength={LIMITS.questionMaxLength * 2}
        autoComplete="off"
        className={inputClass}
      />
      {options.fields.map((option, index) => (
        <div key={option.id} className="flex items-center gap-1.5">
          <input
            type="text"
            {...register(`options.${index}.text`)}
            aria-label={t('chat.vote.option', { number: index + 1 })}
            placeholder={t('chat.vote.option', { number: index + 1 })}
            maxLength={LIMITS.optionMaxLength * 2}
            autoComplete="off"
            className={inputClass}
          />
          {options.fields.length > LIMITS.minOptions && (
            <Button
              size={tapSize}
              variant="ghost"
              guardMs={0}
              aria-label={t('chat.vote.removeOption', { number: index + 1 })}
              onClick={() => options.remove(index)}
            >
              ×
            </Button>
          )}
        </div>
      ))}
      <div className="flex flex-wrap items-center gap-1.5">
        {options.fields.length < LIMITS.maxOptions && (
          <Button
            size={tapSize}
            variant="ghost"
            guardMs={0}
            onClick={() => options.append({ text: '' }, { shouldFocus: false })}
          >
            {t('chat.vote.addOption')}
          </Button>
        )}
        <label className="ml-auto flex items-center gap-1.5 text-xs text-muted">
          {t('chat.vote.duration')}
          <select
            {...register('seconds', { valueAsNumber: true })}
            className="h-10 rounded border border-border bg-bg px-1 text-sm text-text lg:h-8"
          >
            {DURATIONS.map((duration) => (
              <option key={duration} value={duration}>
                {duration < 60
                  ? t('chat.vote.seconds', { count: duration })
                  : t('chat.vote.minutes', { count: duration / 60 })}
              </option>
            ))}
          </select>
        </label>
      </div>
      {(incomplete || refusalText) && (
        <p role="alert" className="text-xs text-danger">
          {incomplete ? t('chat.vote.incomplete', { min: LIMITS.minOptions }) : refusalText}
        </p>
      )}
      <div className="flex justify-end gap-1.5">
        <Button size={tapSize} variant="secondary" guardMs={0} onClick={onDone}>
          {t('chat.tools.cancel')}
        </Button>
        <Button size={tapSize} type="submit" disabled={busy}>
          {t('chat.vote.start')}
        </Button>
      </div>
    </form>
  );
}
