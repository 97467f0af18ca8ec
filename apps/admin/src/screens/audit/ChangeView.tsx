import { useConsoleT, type ConsoleT } from '../../i18n/use-console-t';
import { inBrandOrder } from '../staff/staff-labels';

const ROLE_OR_STATUS = /^(role|status)$/;

/** One value as staff read it: 전체 브랜드 for all, lists with commas, roles and statuses by name. */
function valueText(t: ConsoleT, key: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return t('console.audit.none');
  if (key === 'brands' && value === 'all') return t('console.brand.all');
  if (typeof value === 'boolean') return t(value ? 'console.audit.yes' : 'console.audit.no');
  if (Array.isArray(value)) return (key === 'brands' ? inBrandOrder(value.map(String)) : value.map(String)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  if (ROLE_OR_STATUS.test(key)) {
    const id = `console.${key}.${text}` as Parameters<ConsoleT>[0];
    const worded = t(id);
    return worded === id ? text : worded;
  }
  return text;
}

/** A field's name in the console's words; one the console has no name for shows as the API's. */
function fieldName(t: ConsoleT, key: string): string {
  const id = `console.audit.field.${key}` as Parameters<ConsoleT>[0];
  const worded = t(id);
  return worded === id ? key : worded;
}

const fieldsOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : value === null || value === undefined
      ? {}
      : { value };

/** Before and after of an audit entry, field by field; a changed field shows before → after. */
export function ChangeView({ before, after }: { before: unknown; after: unknown }) {
  const t = useConsoleT();
  const was = fieldsOf(before);
  const now = fieldsOf(after);
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  if (keys.length === 0) return <span className="text-muted">{t('console.audit.none')}</span>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-xs">
      {keys.map((key) => {
        const from = valueText(t, key, was[key]);
        const to = valueText(t, key, now[key]);
        const changed = key in was && key in now && from !== to;
        return (
          <div key={key} className="contents">
            <dt className="whitespace-nowrap text-muted">{fieldName(t, key)}</dt>
            <dd className="break-words">
              {!(key in now) ? (
                <span aria-label={t('console.audit.before')}>{from}</span>
              ) : changed ? (
                <>
                  <del className="text-muted" aria-label={t('console.audit.before')}>
                    {from}
                  </del>
                  <span aria-hidden="true"> → </span>
                  <ins className="font-semibold text-text no-underline" aria-label={t('console.audit.after')}>
                    {to}
                  </ins>
                </>
              ) : (
                <span>{to}</span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
