import { BRAND_CODES, type BrandCode, type StaffBrands } from '@onair/contracts';
import { Checkbox } from '@onair/ui';
import { useConsoleT } from '../../i18n/use-console-t';

export type BrandsFieldProps = {
  value: StaffBrands | readonly BrandCode[];
  onChange: (brands: StaffBrands | BrandCode[]) => void;
  /** The brands the acting account holds: it grants no others (the API refuses them). */
  grantable: StaffBrands;
  error?: string;
};

/** 전체 브랜드, or a list of brands, as far as the acting account may grant them. */
export function BrandsField({ value, onChange, grantable, error }: BrandsFieldProps) {
  const t = useConsoleT();
  const all = value === 'all';
  const choices = grantable === 'all' ? BRAND_CODES : BRAND_CODES.filter((code) => grantable.includes(code));
  const picked = all ? [] : value;
  return (
    <fieldset className="flex flex-col gap-2" aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-text">{t('console.staff.form.brands')}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {grantable === 'all' && (
          <Checkbox
            label={t('console.staff.form.allBrands')}
            checked={all}
            onChange={(event) => onChange(event.target.checked ? 'all' : [])}
          />
        )}
        {choices.map((code) => (
          <Checkbox
            key={code}
            label={code}
            disabled={all}
            checked={all || picked.includes(code)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? BRAND_CODES.filter((each) => each === code || picked.includes(each))
                  : picked.filter((each) => each !== code),
              )
            }
          />
        ))}
      </div>
      {error && (
        <p role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
