import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { EmojiItem } from '@onair/contracts';
import { useT } from '@onair/i18n';

const COLUMNS = 8;
const ARROWS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -COLUMNS, ArrowDown: COLUMNS };

/**
 * The emoji as buttons in rows of eight, basic ones then the subscriber ones under their heading.
 * The first takes focus on opening; arrows move between them, Tab leaves.
 */
export function EmojiGrid({ items, onPick }: { items: readonly EmojiItem[]; onPick: (code: string) => void }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const groups = [
    { key: 'basic', label: t('chat.emoji.basic'), items: items.filter((emoji) => emoji.group === 'basic') },
    {
      key: 'subscriber',
      label: t('chat.emoji.subscriber'),
      items: items.filter((emoji) => emoji.group === 'subscriber'),
    },
  ].filter((group) => group.items.length > 0);

  useEffect(() => {
    box.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    const step = ARROWS[event.key];
    if (step === undefined) return;
    const buttons = Array.from(box.current?.querySelectorAll<HTMLButtonElement>('button') ?? []);
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    event.preventDefault();
    buttons[Math.max(0, Math.min(buttons.length - 1, at + step))]?.focus();
  };

  return (
    <div ref={box} onKeyDown={onKeyDown} className="max-h-56 overflow-y-auto">
      {groups.map((group) => (
        <section key={group.key} aria-label={group.label} className="mb-1 last:mb-0">
          <h3 className="px-1 pb-1 text-[11px] font-semibold text-muted">{group.label}</h3>
          <div className="grid grid-cols-8 gap-0.5">
            {group.items.map((emoji) => (
              <button
                key={emoji.emojiId}
                type="button"
                aria-label={emoji.name}
                title={emoji.name}
                onClick={() => onPick(emoji.code)}
                className="flex aspect-square items-center justify-center rounded text-xl leading-none hover:bg-accent/15 focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent"
              >
                <span aria-hidden="true">{emoji.glyph}</span>
              </button>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
