import { useState, type FormEvent } from 'react';
import { csApi } from '@onair/api-client';
import { BANKS } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { useBankName } from '@onair/i18n/api-messages';
import { notify, TextInput } from '@onair/ui';
import { ChoiceField } from '../shared/ChoiceField';
import { FileField } from '../shared/FileField';
import { FormActions } from '../shared/FormActions';
import { useApiErrorText } from '../shared/useApiErrorText';

type BankCode = csApi.CsAccountChangeApiArg['body']['bank_code'];

/** Bank, account number (digits), holder and a bankbook photo an operator checks: sent as multipart. */
export function AccountChangeForm() {
  const t = useT();
  const bankName = useBankName();
  const errorText = useApiErrorText();
  const [bankCode, setBankCode] = useState<BankCode | ''>('');
  const [account, setAccount] = useState('');
  const [holder, setHolder] = useState('');
  const [bankbook, setBankbook] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ bank?: string; account?: string; holder?: string }>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [send, { isLoading }] = csApi.useCsAccountChangeMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      bank: bankCode ? undefined : t('member.cs.account.error.bank'),
      account: /^\d{10,16}$/.test(account) ? undefined : t('member.cs.account.error.account'),
      holder: holder.trim() ? undefined : t('member.cs.account.error.holder'),
    };
    setErrors(next);
    setFileError(bankbook.length === 0 ? t('member.cs.account.error.bankbook') : null);
    setRefusal(null);
    if (!bankCode || next.account || next.holder || bankbook.length === 0) return;
    const result = await send({
      body: { bank_code: bankCode, bank_account: account, bank_holder_name: holder.trim(), bankbook },
    });
    if (result.error) return setRefusal(errorText(result.error, 'image'));
    notify.success(t('member.cs.account.sent'));
    setAccount('');
    setHolder('');
    setBankbook([]);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('member.cs.accountChange')}
      className="flex flex-col gap-4 rounded border border-border p-4"
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <ChoiceField
          label={t('member.cs.account.bank')}
          value={bankCode}
          onChange={(event) => setBankCode(event.target.value as BankCode | '')}
          error={errors.bank}
          choices={BANKS.map((bank) => ({ value: bank.code, label: bankName(bank.code, bank.name) }))}
        />
        <TextInput
          label={t('member.cs.account.number')}
          inputMode="numeric"
          maxLength={16}
          value={account}
          onChange={(event) => setAccount(event.target.value.replace(/\D/g, ''))}
          error={errors.account}
        />
        <TextInput
          label={t('member.cs.account.holder')}
          maxLength={40}
          value={holder}
          onChange={(event) => setHolder(event.target.value)}
          error={errors.holder}
        />
      </div>
      <FileField
        label={t('member.cs.account.bankbook')}
        accept="image"
        maxCount={1}
        files={bankbook}
        onChange={setBankbook}
        error={fileError}
        onError={setFileError}
      />
      <FormActions refusal={refusal} submitText={t('member.cs.account.submit')} sending={isLoading} />
    </form>
  );
}
