import { useState } from 'react';
import type { myApi } from '@onair/api-client';
import { BANKS } from '@onair/contracts';
import { BankAccountFields } from './BankAccountFields';
import { IdentityRequired } from './IdentityRequired';
import { RegisteredAccount } from './RegisteredAccount';
import type { RegisteredBankAccount } from './bank-account';

type BankInfo = myApi.MyBanksApiResponse;

/**
 * The account withdrawals are paid to (GET/PUT /api/my/banks). A registered account shows as what
 * it is (bank, the number's last four digits, holder) with a button to change it, as SOOP and
 * Twitch show a payout account; the fields show only to register one or while changing it.
 * Registering or changing takes a verified identity (docs/money.md, "Payout account"): until then
 * the page says so and links to the identity check instead of offering fields the API would refuse.
 */
export function BankAccountForm({ info }: { info: BankInfo }) {
  const [saved, setSaved] = useState<{ basis: BankInfo; account: RegisteredBankAccount } | null>(null);
  const [editing, setEditing] = useState(false);
  // What the member just saved shows at once; a newer answer of GET /api/my/banks takes over.
  const registered = saved && saved.basis === info ? saved.account : info.account;
  const banks = info.banks.length > 0 ? info.banks : BANKS;

  if (!info.identityVerified) {
    return (
      <div className="flex flex-col gap-3">
        {registered && <RegisteredAccount account={registered} banks={banks} />}
        <IdentityRequired />
      </div>
    );
  }
  if (registered && !editing) {
    return <RegisteredAccount account={registered} banks={banks} onChange={() => setEditing(true)} />;
  }
  return (
    <BankAccountFields
      registered={registered}
      banks={banks}
      onSaved={(account) => {
        setSaved({ basis: info, account });
        setEditing(false);
      }}
      onCancel={registered ? () => setEditing(false) : undefined}
    />
  );
}
