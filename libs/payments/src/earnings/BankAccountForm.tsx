import { useState, type FormEvent } from 'react';
import { myApi } from '@onair/api-client';
import { BANKS } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { useBankName } from '@onair/i18n/api-messages';
import { Button, notify, SelectField, TextInput } from '@onair/ui';
import { readMoneyFailure } from '../shared/moneyFailure';
import { useMoneyErrorText, useMoneyMessage } from '../shared/useMoneyErrorText';
import { checkBankAccount, type BankAccountInput } from './bankAccount';

type BankInfo = myApi.MyBanksApiResponse;

/** The account withdrawals are paid to (GET/PUT /api/my/banks): bank, number, holder. */
export function BankAccountForm({ info }: { info: BankInfo }) {
  const t = useT();
  const bankName = useBankName();
  const errorText = useMoneyErrorText();
  const messageText = useMoneyMessage();
  const [save, { isLoading }] = myApi.useMyUpdateBanksMutation();
  const [input, setInput] = useState<BankAccountInput>({
    bankCode: info.account?.bankCode ?? '',
    bankAccount: '',
    bankHolderName: info.account?.bankHolderName ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof BankAccountInput, string>>>({});
  const banks = info.banks.length > 0 ? info.banks : BANKS;
  // The contract's messages are Korean; English readers get the bundle's wording.
  const fieldError = (message: string | undefined) => (message ? messageText(message) : undefined);
  const change = (field: keyof BankAccountInput) => (value: string) =>
    setInput((current) => ({ ...current, [field]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkBankAccount(input);
    if (!check.ok) return setErrors(check.errors);
    setErrors({});
    try {
      await save({ body: check.body }).unwrap();
      setInput((current) => ({ ...current, bankAccount: '' }));
      notify.success(t('payments.bank.saved'));
    } catch (failure) {
      notify.error(errorText(readMoneyFailure(failure)));
    }
  };

  return (
    <form className="flex flex-col gap-3" onSubmit={(event) => void onSubmit(event)} noValidate>
      {info.account && (
        <p className="rounded bg-surface-raised px-3 py-2 text-sm">
          {t('payments.bank.current', {
            bank: bankName(
              info.account.bankCode,
              banks.find((bank) => bank.code === info.account?.bankCode)?.name ?? info.account.bankCode,
            ),
            account: info.account.bankAccount,
            holder: info.account.bankHolderName,
          })}
        </p>
      )}
      <SelectField
        label={t('payments.bank.bank')}
        value={input.bankCode}
        error={fieldError(errors.bankCode)}
        onChange={(event) => change('bankCode')(event.target.value)}
      >
        <option value="">{t('payments.bank.choose')}</option>
        {banks.map((bank) => (
          <option key={bank.code} value={bank.code}>
            {bankName(bank.code, bank.name)}
          </option>
        ))}
      </SelectField>
      <TextInput
        label={t('payments.bank.accountNumber')}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('payments.bank.accountPlaceholder')}
        value={input.bankAccount}
        error={fieldError(errors.bankAccount)}
        onChange={(event) => change('bankAccount')(event.target.value)}
      />
      <TextInput
        label={t('payments.bank.holder')}
        autoComplete="name"
        value={input.bankHolderName}
        error={fieldError(errors.bankHolderName)}
        onChange={(event) => change('bankHolderName')(event.target.value)}
      />
      <Button type="submit" variant="secondary" loading={isLoading}>
        {info.account ? t('payments.bank.change') : t('payments.bank.register')}
      </Button>
    </form>
  );
}
