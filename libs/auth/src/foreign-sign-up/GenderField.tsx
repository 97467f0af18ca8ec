import { useT } from '@onair/i18n';
import { FieldMessage } from '../shared/FieldMessage';

export type GenderValue = 'M' | 'F' | '';

/** Gender, M or F, as two radio buttons drawn as a segmented control. */
export function GenderField({ value, onChange, error }: { value: GenderValue; onChange: (value: 'M' | 'F') => void; error?: string | null }) {
  const t = useT();
  const options = [
    { value: 'M' as const, label: t('auth.signup.male') },
    { value: 'F' as const, label: t('auth.signup.female') },
  ];
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-text">{t('auth.signup.gender')}</legend>
      <div className="grid grid-cols-2 gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex h-10 cursor-pointer items-center justify-center rounded border border-border bg-surface text-sm text-text transition has-checked:border-accent has-checked:bg-accent/10 has-checked:font-semibold has-checked:text-accent has-focus-visible:ring-2 has-focus-visible:ring-accent/30"
          >
            <input
              type="radio"
              name="gender"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldMessage>{error}</FieldMessage>
    </fieldset>
  );
}
