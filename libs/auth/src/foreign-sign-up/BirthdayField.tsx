import { useMemo } from 'react';
import { useT } from '@onair/i18n';
import { SelectField } from '@onair/ui';
import { FieldMessage } from '../shared/FieldMessage';
import { DAYS, MONTHS, birthYears, type BirthdayParts } from './birthday';

export type BirthdayFieldProps = {
  value: BirthdayParts;
  onChange: (value: BirthdayParts) => void;
  error?: string | null;
};

/** Birth year, month and day dropdowns (SPEC section 2). */
export function BirthdayField({ value, onChange, error }: BirthdayFieldProps) {
  const t = useT();
  const years = useMemo(() => birthYears(), []);
  const part = (key: keyof BirthdayParts) => ({
    value: value[key],
    invalid: Boolean(error),
    onChange: (event: { target: { value: string } }) => onChange({ ...value, [key]: event.target.value }),
  });
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-text">{t('auth.signup.birthday')}</legend>
      <div className="grid grid-cols-[1.4fr_1fr_1fr] gap-2">
        <SelectField label={t('auth.signup.selectYear')} hideLabel {...part('year')}>
          <option value="">{t('auth.signup.selectYear')}</option>
          {years.map((year) => (
            <option key={year} value={String(year)}>
              {t('auth.signup.yearOption', { year: String(year) })}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('auth.signup.selectMonth')} hideLabel {...part('month')}>
          <option value="">{t('auth.signup.selectMonth')}</option>
          {MONTHS.map((month) => (
            <option key={month} value={String(month)}>
              {t('auth.signup.monthOption', { month })}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('auth.signup.selectDay')} hideLabel {...part('day')}>
          <option value="">{t('auth.signup.selectDay')}</option>
          {DAYS.map((day) => (
            <option key={day} value={String(day)}>
              {t('auth.signup.dayOption', { day })}
            </option>
          ))}
        </SelectField>
      </div>
      <FieldMessage>{error}</FieldMessage>
    </fieldset>
  );
}
