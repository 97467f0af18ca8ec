import { csApi } from '@onair/api-client';
import { useFormatDateTime, useT } from '@onair/i18n';
import { useBankName } from '@onair/i18n/api-messages';
import { QueryState } from '@onair/ui';
import { AccountChangeForm } from './AccountChangeForm';
import { ACCOUNT_CHANGE_STATUS_KEYS } from './cs-labels';

/** The settlement account change: the latest request and its state, and the form for a new one. */
export function AccountChangeSection() {
  const t = useT();
  const bankName = useBankName();
  const formatDateTime = useFormatDateTime();
  const query = csApi.useCsAccountChangeLatestQuery();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('member.cs.account.lead')}</p>
      <QueryState query={{ ...query, data: query.isSuccess ? (query.data ?? null) : undefined }}>
        {(latest) =>
          latest && (
            <section
              aria-label={t('member.cs.account.latest')}
              className="rounded border border-border bg-surface-raised p-3 text-sm"
            >
              <p className="font-semibold text-text">
                {t('member.cs.account.latestLine', {
                  status: t(ACCOUNT_CHANGE_STATUS_KEYS[latest.status]),
                  date: formatDateTime(latest.createdAt, false),
                })}
              </p>
              <p className="text-muted">
                {t('member.cs.account.accountLine', {
                  bank: bankName(latest.bank_code, latest.bank_name),
                  account: latest.bank_account,
                  holder: latest.bank_holder_name,
                })}
              </p>
              {/* Why customer service refused (or a note on approval): the member's answer to the request. */}
              {latest.decisionReason && (
                <p className="whitespace-pre-wrap break-words text-text">
                  {t('member.cs.account.decisionReason', { reason: latest.decisionReason })}
                </p>
              )}
            </section>
          )
        }
      </QueryState>
      <AccountChangeForm />
    </div>
  );
}
