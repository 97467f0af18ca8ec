import { BRAND_CODES, DASHBOARD_PERIODS, type BrandCode, type DashboardPeriod, type StaffBrands } from '@onair/contracts';
import { SelectField, TextInput } from '@onair/ui';
import { useConsoleT, type ConsoleMessageKey } from '../../i18n/use-console-t';

export type DashboardChoice = { brand: 'all' | BrandCode; period: DashboardPeriod; from: string; to: string };

export type DashboardControlsProps = {
  held: StaffBrands;
  choice: DashboardChoice;
  onChange: (choice: DashboardChoice) => void;
};

/** Which brand (or all the account holds) and which days: today, 7 days, 30 days or a range. */
export function DashboardControls({ held, choice, onChange }: DashboardControlsProps) {
  const t = useConsoleT();
  const brands = held === 'all' ? BRAND_CODES : BRAND_CODES.filter((code) => held.includes(code));
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SelectField
        label={t('console.brand.label')}
        value={choice.brand}
        onChange={(event) => onChange({ ...choice, brand: event.target.value as DashboardChoice['brand'] })}
      >
        <option value="all">{t('console.brand.all')}</option>
        {brands.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </SelectField>
      <div role="group" aria-label={t('console.dashboard.period')} className="flex overflow-hidden rounded border border-border">
        {DASHBOARD_PERIODS.map((period) => (
          <button
            key={period}
            type="button"
            aria-pressed={choice.period === period}
            onClick={() => onChange({ ...choice, period })}
            className={`px-3 py-2 text-sm font-medium ${
              choice.period === period ? 'bg-accent text-accent-contrast' : 'bg-surface text-text hover:bg-surface-raised'
            }`}
          >
            {t(`console.dashboard.periods.${period}` as ConsoleMessageKey)}
          </button>
        ))}
      </div>
      {choice.period === 'range' && (
        <>
          <TextInput
            type="date"
            label={t('console.dashboard.from')}
            value={choice.from}
            max={choice.to}
            onChange={(event) => onChange({ ...choice, from: event.target.value })}
          />
          <TextInput
            type="date"
            label={t('console.dashboard.to')}
            value={choice.to}
            min={choice.from}
            onChange={(event) => onChange({ ...choice, to: event.target.value })}
          />
        </>
      )}
    </div>
  );
}
