import { useT } from '@onair/i18n';
import { useMoney } from '../shared/use-money';

/** The member's gift amounts as chips; the chosen one is pressed. */
export function PresetChips({
  amounts,
  selected,
  onSelect,
}: {
  amounts: readonly number[];
  selected: number | null;
  onSelect: (amount: number) => void;
}) {
  const t = useT();
  const money = useMoney();
  return (
    <div role="group" aria-label={t('payments.gift.presets')} className="flex flex-wrap gap-2">
      {amounts.map((amount) => {
        const pressed = amount === selected;
        return (
          <button
            key={amount}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(amount)}
            className={`cursor-pointer rounded-full border px-3 py-1.5 text-sm max-sm:min-h-10 font-semibold transition focus-visible:outline-2 focus-visible:outline-accent ${
              pressed
                ? 'border-accent bg-accent text-accent-contrast'
                : 'border-border bg-surface-raised text-text hover:border-accent'
            }`}
          >
            {money.amount(amount)}
          </button>
        );
      })}
    </div>
  );
}
