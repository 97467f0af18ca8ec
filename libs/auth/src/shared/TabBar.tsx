import type { ReactNode } from 'react';

export type TabItem<K extends string> = { key: K; label: ReactNode; disabled?: boolean };

/** Tabs that switch a panel below them (role tablist; the panel is the caller's). */
export function TabBar<K extends string>({
  items,
  selected,
  onSelect,
  label,
  size = 'md',
}: {
  items: Array<TabItem<K>>;
  selected: K;
  onSelect: (key: K) => void;
  label: string;
  size?: 'sm' | 'md';
}) {
  return (
    <div role="tablist" aria-label={label} className="flex border-b border-border">
      {items.map((item) => {
        const active = item.key === selected;
        return (
          <button
            key={item.key}
            type="button"
            role="tab"
            aria-selected={active}
            disabled={item.disabled}
            onClick={() => onSelect(item.key)}
            className={`-mb-px flex-1 cursor-pointer border-b-2 font-semibold transition disabled:cursor-not-allowed disabled:opacity-50 ${
              size === 'sm' ? 'py-2 text-sm' : 'py-3 text-base'
            } ${active ? 'border-accent text-accent' : 'border-transparent text-muted hover:text-text'}`}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
