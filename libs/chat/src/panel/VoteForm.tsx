import { useState, type FormEvent } from 'react';
import { useT } from '@onair/i18n';
import { Button } from '@onair/ui';
import type { ChatRoom } from '../room/useChatRoom';
import { CHAT_ROOM_EVENT_LIMITS as LIMITS, chatTextLength } from '../room/wire';
import { useActRefusal } from './useActRefusal';
import { useTapSize } from './useNarrowViewport';

/** Durations offered, in seconds: the server takes any whole number from 30 s to 30 min. */
const DURATIONS = [30, 60, 180, 300, 600, 1800];
const DEFAULT_DURATION = 60;

const inputClass =
  'h-9 w-full min-w-0 rounded border border-border bg-bg px-2 text-sm text-text placeholder:text-muted focus:border-accent focus:outline-none';

/** Opens a vote: a question, 2-5 options and how long it runs. */
export function VoteForm({ room, onDone }: { room: ChatRoom; onDone: () => void }) {
  const t = useT();
  const tapSize = useTapSize();
  const [question, setQuestion] = useState('');
  const [options, setOptions] = useState(['', '']);
  const [seconds, setSeconds] = useState(DEFAULT_DURATION);
  const [incomplete, setIncomplete] = useState(false);
  const { run, busy, refusalText } = useActRefusal();

  const setOption = (index: number, text: string) =>
    setOptions((current) => current.map((option, at) => (at === index ? text : option)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const filled = options.map((option) => option.trim()).filter((option) => option !== '');
    const fits =
      question.trim() !== '' &&
      chatTextLength(question) <= LIMITS.questionMaxLength &&
      filled.length >= LIMITS.minOptions &&
      filled.every((option) => chatTextLength(option) <= LIMITS.optionMaxLength);
    setIncomplete(!fits);
    if (!fits) return;
    if (await run(() => room.openVote({ question: question.trim(), options: filled, seconds }))) onDone();
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="mt-2 flex flex-col gap-1.5">
      <input
        type="text"
        value={question}
        onChange={(event) => setQuestion(event.target.value)}
        aria-label={t('chat.vote.question')}
        placeholder={t('chat.vote.question')}
        maxLength={LIMITS.questionMaxLength * 2}
        autoComplete="off"
        className={inputClass}
      />
      {options.map((option, index) => (
        <div key={index} className="flex items-center gap-1.5">
          <input
            type="text"
            value={option}
            onChange={(event) => setOption(index, event.target.value)}
            aria-label={t('chat.vote.option', { number: index + 1 })}
            placeholder={t('chat.vote.option', { number: index + 1 })}
            maxLength={LIMITS.optionMaxLength * 2}
            autoComplete="off"
            className={inputClass}
          />
          {options.length > LIMITS.minOptions && (
            <Button
              size={tapSize}
              variant="ghost"
              guardMs={0}
              aria-label={t('chat.vote.removeOption', { number: index + 1 })}
              onClick={() => setOptions((current) => current.filter((_, at) => at !== index))}
            >
              ×
            </Button>
          )}
        </div>
      ))}
      <div className="flex flex-wrap items-center gap-1.5">
        {options.length < LIMITS.maxOptions && (
          <Button size={tapSize} variant="ghost" guardMs={0} onClick={() => setOptions((current) => [...current, ''])}>
            {t('chat.vote.addOption')}
          </Button>
        )}
        <label className="ml-auto flex items-center gap-1.5 text-xs text-muted">
          {t('chat.vote.duration')}
          <select
            value={seconds}
            onChange={(event) => setSeconds(Number(event.target.value))}
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
