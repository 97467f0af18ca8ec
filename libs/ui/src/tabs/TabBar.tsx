import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { cx } from '../internal/cx';

export type TabItem<K extends string> = { key: K; label: ReactNode; disabled?: boolean };

export type TabBarProps<K extends string> = {
  items: Array<TabItem<K>>;
  selected: K;
  onSelect: (key: K) => void;
  /** The tablist's accessible name. */
  label: string;
  /** Gives each tab the id `${idPrefix}-${key}`, so the caller's tabpanel can point at it with aria-labelledby. */
  idPrefix?: string;
  size?: 'sm' | 'md';
  /**
   * Tabs share the width (fill) or take their own (fit). Either way a row too narrow for the labels
   * (English on a phone) scrolls sideways behind a fade rather than running the labels together.
   */
  layout?: 'fill' | 'fit';
};

/** Which sides of a sideways-scrolling tab row have tabs out of sight. */
type Hidden = { start: boolean; end: boolean };

/** How far the fade over a cut-off side reaches. */
const FADE = '2.5rem';
/** A mask only reads alpha: any opaque colour keeps the row; the page background is one at hand. */
const KEEP = 'var(--onair-bg)';

/** The row fades out on each side that has more tabs, so a tab cut at the edge reads as "scroll for more". */
function fadeMask({ start, end }: Hidden): CSSProperties | undefined {
  if (!start && !end) return undefined;
  const mask = `linear-gradient(to right, ${start ? `transparent, ${KEEP} ${FADE}` : KEEP}, ${end ? `${KEEP} calc(100% - ${FADE}), transparent` : KEEP})`;
  return { maskImage: mask, WebkitMaskImage: mask };
}

/**
 * Whether tabs are out of sight on either side (kept up to date on scroll and resize), and the
 * selected tab scrolled into the row, so it is never the one hidden.
 */
function useSidewaysOverflow(selected: string, count: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<Hidden>({ start: false, end: false });
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const update = () => {
      const start = list.scrollLeft > 1;
      const end = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
      setHidden((was) => (was.start === start && was.end === end ? was : { start, end }));
    };
    update();
    list.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(list);
    return () => {
      list.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [count]);
  useEffect(() => {
    const list = ref.current;
    const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    // Past the fade, so the whole label shows (the row is the tabs' offsetParent).
    const margin = 40;
    if (tab.offsetLeft < list.scrollLeft + margin) list.scrollLeft = Math.max(0, tab.offsetLeft - margin);
    else if (tab.offsetLeft + tab.offsetWidth > list.scrollLeft + list.clientWidth - margin)
      list.scrollLeft = tab.offsetLeft + tab.offsetWidth - list.clientWidth + margin;
  }, [selected]);
  return { ref, hidden };
}

/**
 * Tabs that switch a panel below them (role tablist; the panel is the caller's). Arrow keys move
 * between tabs the way WAI-ARIA's tabs pattern describes. On a screen too narrow for all of them, the row scrolls sideways and fades out on the side with more (data-more says
 * which: start, end or both), so a tab cut at the edge does not look like the last one.
 */
export function TabBar<K extends string>({
  items,
  selected,
  onSelect,
  label,
  idPrefix,
  size = 'md',
  layout = 'fill',
}: TabBarProps<K>) {
  const enabled = items.filter((item) => !item.disabled);
  const overflow = useSidewaysOverflow(selected, items.length);
  const { start, end } = overflow.hidden;
  const move = (list: HTMLElement, step: number) => {
    const index = enabled.findIndex((item) => item.key === selected);
    const next = enabled[(index + step + enabled.length) % enabled.length];
    if (!next) return;
    onSelect(next.key);
    // Roving focus: the newly selected tab is the one Tab reaches, so focus follows the selection.
    list.querySelectorAll<HTMLButtonElement>('[role="tab"]')[items.indexOf(next)]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      ref={overflow.ref}
      className="relative flex overflow-x-auto border-b border-border"
      data-more={start && end ? 'both' : start ? 'start' : end ? 'end' : undefined}
      style={fadeMask(overflow.hidden)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') move(event.currentTarget, 1);
        else if (event.key === 'ArrowLeft') move(event.currentTarget, -1);
      }}
    >
      {items.map((item) => {
        const active = item.key === selected;
        return (
          <button
            key={item.key}
            type="button"
            role="tab"
            id={idPrefix ? `${idPrefix}-${item.key}` : undefined}
            aria-selected={active}
            tabIndex={active ? 0 : -1}
            disabled={item.disabled}
            onClick={() => onSelect(item.key)}
            className={cx(
              '-mb-px shrink-0 cursor-pointer whitespace-nowrap border-b-2 font-semibold transition disabled:cursor-not-allowed disabled:opacity-50',
              // Fill tabs keep a gap too: when the labels outgrow the row they must not touch.
              layout === 'fill' ? 'flex-1 px-2 sm:px-3' : 'px-3 sm:px-4',
              // sm is still a 40 px target: its text line alone came to 38.
              size === 'sm' ? 'min-h-10 py-2 text-sm' : 'py-3 text-base',
              active ? 'border-accent text-accent' : 'border-transparent text-muted hover:text-text',
            )}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
