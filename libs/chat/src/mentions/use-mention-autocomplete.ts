import { useId, useState, type KeyboardEvent } from 'react';
import { mentionAtCaret, mentionCandidates } from './mentions';

type Typing = { query: string; start: number; caret: number };

export type MentionAutocomplete = {
  /** The nicknames offered for the @word at the caret; empty when none is being typed. */
  options: string[];
  active: number;
  listId: string;
  optionId: (index: number) => string;
  /** Call after every change of the input's text or caret. */
  track: (element: HTMLInputElement) => void;
  /** The input's keys: arrows move, Enter or Tab pick, Escape closes. True when the key was the list's. */
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => boolean;
  pick: (nickname: string) => void;
};

/**
 * @mention completion for a text input: typing @ and the start of a nickname offers the matching
 * ones (the room's recent chatters and the streamer, as `nicknames` lists them); picking one writes
 * `@nickname ` in place of the word. `replace` puts the new text in the input and the caret after the nickname.
 */
export function useMentionAutocomplete(
  nicknames: readonly string[],
  text: () => string,
  replace: (text: string, caret: number) => void,
): MentionAutocomplete {
  const [typing, setTyping] = useState<Typing | null>(null);
  const [active, setActive] = useState(0);
  const listId = useId();
  const options = typing ? mentionCandidates(nicknames, typing.query) : [];

  const track = (element: HTMLInputElement) => {
    const caret = element.selectionStart ?? element.value.length;
    const found = mentionAtCaret(element.value, caret);
    setTyping(found ? { ...found, caret } : null);
    if (found?.query !== typing?.query) setActive(0);
  };
  const pick = (nickname: string) => {
    if (!typing) return;
    const value = text();
    const inserted = `@${nickname} `;
    replace(value.slice(0, typing.start) + inserted + value.slice(typing.caret), typing.start + inserted.length);
    setTyping(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (options.length === 0) return false;
    const key = event.key;
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      const step = key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if ((key === 'Enter' || key === 'Tab') && !event.nativeEvent.isComposing) {
      pick(options[Math.min(active, options.length - 1)] as string);
    } else if (key === 'Escape') {
      setTyping(null);
    } else {
      return false;
    }
    event.preventDefault();
    return true;
  };
  return { options, active, listId, optionId: (index) => `${listId}-${index}`, track, onKeyDown, pick };
}
