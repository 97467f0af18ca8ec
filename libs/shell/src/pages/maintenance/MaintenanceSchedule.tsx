import type { MaintenanceWindow } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { useScheduleText } from './use-schedule-text';

/** 점검 일자, 시작 시간, 종료 시간, 소요 시간 (SPEC.md section 2). */
export function MaintenanceSchedule({ window }: { window: MaintenanceWindow }) {
  const t = useT();
  const text = useScheduleText(window);
  const rows = [
    [t('maintenance.date'), <time dateTime={window.startAt}>{text.date}</time>],
    [t('maintenance.start'), <time dateTime={window.startAt}>{text.start}</time>],
    [t('maintenance.end'), <time dateTime={window.endAt}>{text.end}</time>],
    [t('maintenance.durationLabel'), t('maintenance.duration', { hours: text.hours })],
  ] as const;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded border border-border bg-bg p-4 text-sm sm:p-5">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
