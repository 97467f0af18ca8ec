import { useState, type FormEvent } from 'react';
import { adminApi } from '@onair/api-client';
import { BRAND_CODES, type BrandCode, type StaffBrands } from '@onair/contracts';
import { Button, Checkbox, TextInput } from '@onair/ui';
import { useApiErrorText } from '../../i18n/use-api-error-text';
import { useConsoleT } from '../../i18n/use-console-t';
import { koreanInstant, koreanLocalValue } from '../../time/korean-time';
import { NoticePreview } from './NoticePreview';

export type ScheduleFormProps = { held: StaffBrands; onScheduled: () => void };

/**
 * A window on one brand or several: the brands, start and end in Korean time, the reason the notice
 * shows, and beside it the notice page each chosen brand will show.
 */
export function ScheduleForm({ held, onScheduled }: ScheduleFormProps) {
  const t = useConsoleT();
  const errorText = useApiErrorText();
  const [schedule, { isLoading }] = adminApi.useAdminScheduleMaintenanceMutation();
  const choices = held === 'all' ? BRAND_CODES : BRAND_CODES.filter((code) => held.includes(code));
  const [brands, setBrands] = useState<BrandCode[]>([]);
  const [start, setStart] = useState(() => koreanLocalValue(Date.now() + 3_600_000 - (Date.now() % 3_600_000)));
  const [end, setEnd] = useState(() => koreanLocalValue(Date.now() + 3 * 3_600_000 - (Date.now() % 3_600_000)));
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const startAt = koreanInstant(start);
  const endAt = koreanInstant(end);
  const wrongOrder = startAt !== null && endAt !== null && endAt <= startAt;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (brands.length === 0) return setFailure(t('console.maintenance.pickBrand'));
    if (!startAt || !endAt || wrongOrder) return setFailure(t('console.maintenance.wrongTimes'));
    const answer = await schedule({ body: { brands, startAt, endAt, reason } });
    if ('error' in answer) return setFailure(errorText(answer.error));
    setBrands([]);
    setReason('');
    onScheduled();
  };

  return (
    <form onSubmit={submit} className="grid gap-5 lg:grid-cols-[minmax(0,22rem)_1fr]" noValidate>
      <div className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 text-sm font-medium text-text">{t('console.maintenance.brands')}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {choices.map((code) => (
              <Checkbox
                key={code}
                label={code}
                checked={brands.includes(code)}
                onChange={(event) =>
                  setBrands(
                    event.target.checked
                      ? BRAND_CODES.filter((each) => each === code || brands.includes(each))
                      : brands.filter((each) => each !== code),
                  )
                }
              />
            ))}
          </div>
        </fieldset>
        <TextInput
          type="datetime-local"
          label={t('console.maintenance.startAt')}
          value={start}
          onChange={(event) => setStart(event.target.value)}
        />
        <TextInput
          type="datetime-local"
          label={t('console.maintenance.endAt')}
          value={end}
          onChange={(event) => setEnd(event.target.value)}
          error={wrongOrder ? t('console.maintenance.wrongTimes') : undefined}
        />
        <TextInput
          label={t('console.maintenance.reason')}
          hint={t('console.maintenance.reasonHint')}
          maxLength={200}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {failure && (
          <p role="alert" className="text-sm font-medium text-danger">
            {failure}
          </p>
        )}
        <Button type="submit" loading={isLoading} className="self-start">
          {t('console.maintenance.schedule')}
        </Button>
      </div>
      <div className="flex min-w-0 flex-col gap-3">
        <h3 className="text-sm font-semibold text-text">{t('console.maintenance.preview')}</h3>
        {brands.length === 0 ? (
          <p className="text-sm text-muted">{t('console.maintenance.previewEmpty')}</p>
        ) : (
          <div className="grid gap-3 xl:grid-cols-2">
            {brands.map((code) => (
              <NoticePreview key={code} brand={code} startAt={startAt} endAt={endAt} reason={reason} />
            ))}
          </div>
        )}
      </div>
    </form>
  );
}
