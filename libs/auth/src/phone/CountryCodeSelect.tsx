import { useMemo } from 'react';
import { useT } from '@onair/i18n';
import { selectLocale, useAppSelector } from '@onair/store';
import { SelectField } from '@onair/ui';
import { DIAL_CODES } from './dial-codes';

export type CountryCodeSelectProps = {
  /** An ISO region (KR); several regions share a dial code, so the region is what is chosen. */
  region: string;
  onChange: (region: string) => void;
  disabled?: boolean;
};

/** The country dial-code selector: Korea first, then the rest by name in the reader's language. */
export function CountryCodeSelect({ region, onChange, disabled }: CountryCodeSelectProps) {
  const t = useT();
  const locale = useAppSelector(selectLocale);
  const options = useMemo(() => {
    const [korea, ...rest] = DIAL_CODES;
    const name = (entry: (typeof DIAL_CODES)[number]) => (locale === 'ko' ? entry.ko : entry.en);
    const sorted = [...rest].sort((a, b) => name(a).localeCompare(name(b), locale));
    return [korea, ...sorted].filter((entry) => entry !== undefined).map((entry) => ({ ...entry, label: name(entry) }));
  }, [locale]);
  return (
    <SelectField
      label={t('auth.signup.countryCode')}
      value={region}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
    >
      {options.map((entry) => (
        <option key={entry.region} value={entry.region}>
          {t('auth.phone.countryOption', { country: entry.label, code: entry.dial })}
        </option>
      ))}
    </SelectField>
  );
}

/** The dial code of a region (82 for KR). */
export function dialCodeOf(region: string): string {
  return DIAL_CODES.find((entry) => entry.region === region)?.dial ?? '';
}
