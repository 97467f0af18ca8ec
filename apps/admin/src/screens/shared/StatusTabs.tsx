import { TabBar } from '@onair/ui';

export type StatusTabsProps<S extends string> = {
  /** The tablist's accessible name. */
  label: string;
  statuses: readonly S[];
  selected: S;
  onSelect: (status: S) => void;
  labelOf: (status: S) => string;
};

/** A queue's states as tabs above its table: one state in view at a time. */
export function StatusTabs<S extends string>({ label, statuses, selected, onSelect, labelOf }: StatusTabsProps<S>) {
  return (
    <TabBar
      label={label}
      layout="fit"
      items={statuses.map((status) => ({ key: status, label: labelOf(status) }))}
      selected={selected}
      onSelect={onSelect}
    />
  );
}
