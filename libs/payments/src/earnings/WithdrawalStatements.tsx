import { useState } from 'react';
import { luvApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { Button, SelectField, notify } from '@onair/ui';
import { readMoneyFailure } from '../shared/money-failure';
import { useMoney } from '../shared/use-money';
import { useMoneyErrorText } from '../shared/use-money-error-text';
import { saveTextFile } from './save-text-file';

/** Years a statement can be asked for: this one and the four before it (Korean time). */
function recentYears(now: Date): number[] {
  const year = new Date(now.getTime() + 9 * 3_600_000).getUTCFullYear();
  return [0, 1, 2, 3, 4].map((back) => year - back);
}

/**
 * The withholding statements (docs/money.md, "Withholding statements"): the paid withdrawals of a
 * month or a year, gross, tax withheld and net, downloaded as CSV in the page's language.
 */
export function WithdrawalStatements() {
  const t = useT();
  const { locale } = useMoney();
  const errorText = useMoneyErrorText();
  const years = recentYears(new Date());
  const [year, setYear] = useState(years[0] ?? 2026);
  const [month, setMonth] = useState(new Date(Date.now() + 9 * 3_600_000).getUTCMonth() + 1);
  const [fetchStatement, { isFetching }] = luvApi.useLazyLuvWithdrawStatementQuery();

  const download = async (period: 'month' | 'year') => {
    const lang = locale === 'ko' ? 'ko' : 'en';
    const result = await fetchStatement({ year: String(year), ...(period === 'month' ? { month: String(month) } : {}), lang });
    if (result.error || !result.data) {
      notify.error(errorText(readMoneyFailure(result.error)));
      return;
    }
    saveTextFile(result.data.fileName, result.data.csv);
  };

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">{t('payments.statement.lead')}</p>
      <div className="flex flex-wrap items-end gap-2">
        <SelectField label={t('payments.statement.year')} value={year} onChange={(event) => setYear(Number(event.target.value))} className="w-28">
          {years.map((value) => (
            <option key={value} value={value}>
              {t('payments.statement.yearOption', { year: value })}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('payments.statement.month')} value={month} onChange={(event) => setMonth(Number(event.target.value))} className="w-24">
          {Array.from({ length: 12 }, (_, index) => index + 1).map((value) => (
            <option key={value} value={value}>
              {t('payments.statement.monthOption', { month: value })}
            </option>
          ))}
        </SelectField>
        <Button variant="secondary" size="md" loading={isFetching} onClick={() => void download('month')}>
          {t('payments.statement.monthly')}
        </Button>
        <Button variant="secondary" size="md" loading={isFetching} onClick={() => void download('year')}>
          {t('payments.statement.yearly')}
        </Button>
      </div>
    </div>
  );
}
