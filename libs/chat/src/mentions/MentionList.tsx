import { useT } from '@onair/i18n';
import type { MentionAutocomplete } from './use-mention-autocomplete';

/** The nicknames offered while an @mention is typed, above the composer; a pointer picks one too. */
export function MentionList({ mention }: { mention: MentionAutocomplete }) {
  const t = useT();
  if (mention.options.length === 0) return null;
  return (
    <ul
      id={mention.listId}
      role="listbox"
      aria-label={t('chat.mention.list')}
      className="absolute bottom-full left-3 right-3 z-20 mb-1 max-h-48 overflow-y-auto rounded border border-border bg-surface-raised py-1 text-sm shadow-raised"
    >
      {mention.options.map((nickname, index) => (
        <li
          key={nickname}
          id={mention.optionId(index)}
          role="option"
          aria-selected={index === mention.active}
          // The input keeps the focus: a click must not blur it before the pick.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => mention.pick(nickname)}
          className={`cursor-pointer px-3 py-1 text-text ${index === mention.active ? 'bg-accent/15' : ''}`}
        >
          @{nickname}
        </li>
      ))}
    </ul>
  );
}
