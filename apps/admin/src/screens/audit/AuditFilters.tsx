import { BRAND_CODES } from '@onair/contracts';
import { SelectField, TextInput } from '@onair/ui';
import { useConsoleT, type ConsoleMessageKey } from '../../i18n/use-console-t';
import { TableFilters } from '../../table/TableFilters';
import type { TableQueryState } from '../../table/use-table-query';
import { AUDIT_ACTIONS, AUDIT_TARGET_KINDS } from './audit-query';

/** Staff, action, brand, target kind and id, and a range of days. */
export function AuditFilters({ query }: { query: TableQueryState }) {
  const t = useConsoleT();
  const value = (name: string) => query.filters[name] ?? '';
  const text = (name: string, label: ConsoleMessageKey, props: { type?: string; inputMode?: 'numeric' } = {}) => (
    <TextInput name={name} label={t(label)} defaultValue={value(name)} containerClassName="w-36" {...props} />
  );
  return (
    <TableFilters key={JSON.stringify(query.filters)} query={query}>
      {text('staffId', 'console.audit.filter.staff', { inputMode: 'numeric' })}
      <SelectField
        name="action"
        label={t('console.audit.filter.action')}
        defaultValue={value('action')}
        className="w-44"
      >
        <option value="">{t('console.audit.filter.anyAction')}</option>
        {AUDIT_ACTIONS.map((action) => (
          <option key={action} value={action}>
            {t(`console.audit.action.${action}`)}
          </option>
        ))}
      </SelectField>
      <SelectField name="brand" label={t('console.audit.filter.brand')} defaultValue={value('brand')} className="w-36">
        <option value="">{t('console.audit.filter.anyBrand')}</option>
        {BRAND_CODES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </SelectField>
      <SelectField
        name="targetKind"
        label={t('console.audit.filter.targetKind')}
        defaultValue={value('targetKind')}
        className="w-36"
      >
        <option value="">{t('console.audit.filter.anyTargetKind')}</option>
        {AUDIT_TARGET_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`console.audit.target.${kind}`)}
          </option>
        ))}
      </SelectField>
      {text('targetId', 'console.audit.filter.targetId')}
      {text('from', 'console.audit.filter.from', { type: 'date' })}
      {text('to', 'console.audit.filter.to', { type: 'date' })}
    </TableFilters>
  );
}
