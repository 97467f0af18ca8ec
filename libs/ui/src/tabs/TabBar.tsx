import type { ReactNode } from 'react';
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
  /** Tabs share the width (fill) or take their own (fit, scrolling sideways on a narrow screen). */
  layout?: 'fill' | 'fit';
};

/**
 * Tabs that switch a panel below them (role tablist; the panel is the caller's). Arrow keys move
 * between tabs the way WAI-ARIA's tabs pattern describes.
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
      className="flex overflow-x-auto border-b border-border"
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
              layout === 'fill' ? 'flex-1' : 'px-3 sm:px-4',
              size === 'sm' ? 'py-2 text-sm' : 'py-3 text-base',
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
