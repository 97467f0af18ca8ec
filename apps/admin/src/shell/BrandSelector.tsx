import { baseApi } from '@onair/api-client';
import type { Staff } from '@onair/contracts';
import { SelectField } from '@onair/ui';
import { brandChosen, selectBrandChoice, type BrandChoice } from '../app/console-slice';
import { useConsoleDispatch, useConsoleSelector } from '../app/hooks';
import { brandsOf } from '../app/site-code';
import { useConsoleT } from '../i18n/use-console-t';

/**
 * 전체 브랜드 or one of the account's brands: every admin call then carries that brand as
 * x-site-code (app/console-base-query.ts), and the header shows it on every screen.
 */
export function BrandSelector({ staff }: { staff: Pick<Staff, 'brands'> }) {
  const t = useConsoleT();
  const dispatch = useConsoleDispatch();
  const choice = useConsoleSelector(selectBrandChoice);
  return (
    <SelectField
      label={t('console.brand.label')}
      hideLabel
      value={choice}
      onChange={(event) => {
        // Cached answers were the other brand's: the screens ask again (ConsoleLayout remounts them).
        dispatch(baseApi.util.resetApiState());
        dispatch(brandChosen(event.target.value as BrandChoice));
      }}
      className="w-40"
    >
      <option value="all">{t('console.brand.all')}</option>
      {brandsOf(staff).map((code) => (
        <option key={code} value={code}>
          {code}
        </option>
      ))}
    </SelectField>
  );
}
