import { BANKS } from '@onair/contracts';
import { useBankName } from '@onair/i18n/api-messages';
import { useConsoleT } from '../../i18n/use-console-t';
import type { BankAccount } from './account-change-labels';

/** A payout account as staff compare it with the bankbook: bank, number and holder. */
export function AccountCell({ account }: { account: BankAccount | null }) {
  const t = useConsoleT();
  const bankName = useBankName();
  if (!account) return <span className="text-muted">{t('console.accountChanges.none')}</span>;
  const catalogName = BANKS.find((bank) => bank.code === account.bank_code)?.name ?? account.bank_code;
  // The number may break from its bank and the holder goes under them, so the table fits a 1024 px screen.
  return (
    <span className="flex flex-col">
      <span className="tabular-nums">
        {t('console.accountChanges.bankLine', { bank: bankName(account.bank_code, catalogName), number: account.bank_account })}
      </span>
      <span className="text-xs text-muted">{account.bank_holder_name}</span>
    </span>
  );
}
