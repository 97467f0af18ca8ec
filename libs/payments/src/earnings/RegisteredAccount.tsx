import { useFormatDateTime, useT } from '@onair/i18n';
import { useBankName } from '@onair/i18n/api-messages';
import { Button } from '@onair/ui';
import { isHeld, lastFourDigits, maskedAccount, type RegisteredBankAccount } from './bank-account';

/**
 * The registered payout account: bank, the number's last four digits and holder, when a changed
 * account becomes usable (it is held 72 hours), and a way to change it (absent while it cannot be).
 */
export function RegisteredAccount({
  account,
  banks,
  onChange,
}: {
  account: RegisteredBankAccount;
  banks: ReadonlyArray<{ code: string; name: string }>;
  onChange?: () => void;
}) {
  const t = useT();
  const formatDateTime = useFormatDateTime();
  const bankName = useBankName();
  const rows = [
    [
      t('payments.bank.bank'),
      bankName(account.bankCode, banks.find((bank) => bank.code === account.bankCode)?.name ?? account.bankCode),
    ],
    [
      t('payments.bank.accountNumber'),
      <>
        <span aria-hidden="true" className="font-mono tracking-wider">
          {maskedAccount(account.bankAccount)}
        </span>
        <span className="sr-only">{t('payments.bank.endingIn', { digits: lastFourDigits(account.bankAccount) })}</span>
      </>,
    ],
    [t('payments.bank.holder'), account.bankHolderName],
  ] as const;
  return (
    <div className="flex flex-col gap-3">
      <section
        aria-label={t('payments.bank.registered')}
        className="rounded border border-border bg-surface-raised px-4 py-3"
      >
        <p className="text-xs font-semibold text-accent">{t('payments.bank.registered')}</p>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted">{term}</dt>
              <dd className="font-semibold text-text">{value}</dd>
            </div>
          ))}
        </dl>
        {isHeld(account) && account.usableFrom && (
          <p className="mt-2 text-sm font-semibold text-text">{t('payments.bank.heldUntil', { at: formatDateTime(account.usableFrom) })}</p>
        )}
      </section>
      <p className="text-xs text-muted">{t('payments.bank.paidHere')}</p>
      {onChange && (
        <Button type="button" variant="secondary" onClick={onChange}>
          {t('payments.bank.change')}
        </Button>
      )}
    </div>
  );
}
