import type { ReactNode } from 'react';
import { useT } from '@onair/i18n';
import { SelectField, type SelectFieldProps } from '@onair/ui';

export type Choice = { value: string | number; label: ReactNode };

/** A select that starts at 선택해주세요 (nothing chosen yet), then the choices. */
export function ChoiceField({
  choices,
  ...select
}: Omit<SelectFieldProps, 'children'> & { choices: readonly Choice[] }) {
  const t = useT();
  return (
    <SelectField {...select}>
      <option value="">{t('member.cs.choose')}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </SelectField>
  );
}
