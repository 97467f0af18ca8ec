import type { ReactNode } from 'react';

export type TabItem<K extends string> = { key: K; label: ReactNode };

/** Tabs that switch the panel below them; the panel is the caller's (role tabpanel). */
export function TabBar<K extends string>({
  items,
  selected,
  onSelect,
  label,
}: {
  items: Array<TabItem<K>>;
  selected: K;
  onSelect: (key: K) => void;
  label: string;
}) {
  return (
    <div role="tablist" aria-label={label} className="flex overflow-x-auto border-b border-border">
      {items.map((item) => {
        const active = item.key === selected;
        return (
          <button
            key={item.key}
            type="button"
            role="tab"
            id={`tab-${item.key}`}
            aria-selected={active}
            onClick={() => onSelect(item.key)}
            className={`-mb-px flex-1 shrink-0 cursor-pointer whitespace-nowrap border-b-2 px-2 py-2.5 text-sm font-semibold transition sm:flex-none sm:px-4 ${
              active ? 'border-accent text-accent' : 'border-transparent text-muted hover:text-text'
            }`}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
