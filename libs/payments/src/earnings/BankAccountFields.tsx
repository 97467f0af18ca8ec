import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { myApi } from '@onair/api-client';
import { BankAccountBody } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { useBankName } from '@onair/i18n/api-messages';
import { Button, notify, SelectField, TextInput, useGuardedSubmit } from '@onair/ui';
import { fieldErrorsOf, readMoneyFailure } from '../shared/money-failure';
import { useMoneyErrorText, useMoneyMessage } from '../shared/use-money-error-text';
import { maskedAccount, type BankAccountInput, type RegisteredBankAccount } from './bank-account';

// The contract's own rules and Korean messages, the first problem at each field.
const resolver = valibotResolver(BankAccountBody);

/**
 * Registers the payout account, or changes the registered one: bank and holder start as registered;
 * the number, which the API only ever shows masked, is typed in full again, and the password every
 * time (docs/money.md, "Payout account"). The API's refusals show as sent (Korean) or in the
 * bundle's English, beside their field when they name one.
 */
export function BankAccountFields({
  registered,
  banks,
  onSaved,
  onCancel,
}: {
  registered: RegisteredBankAccount | null;
  banks: ReadonlyArray<{ code: string; name: string }>;
  /** The account as now registered (masked), to show in place of the fields. */
  onSaved: (account: RegisteredBankAccount) => void;
  /** Back to the registered account without saving; absent while none is registered. */
  onCancel?: () => void;
}) {
  const t = useT();
  const bankName = useBankName();
  const errorText = useMoneyErrorText();
  const messageText = useMoneyMessage();
  const [save, { isLoading }] = myApi.useMyUpdateBanksMutation();
  const { register, handleSubmit, setError, setValue, formState } = useForm<BankAccountInput>({
    defaultValues: {
      bankCode: registered?.bankCode ?? '',
      bankAccount: '',
      bankHolderName: registered?.bankHolderName ?? '',
      password: '',
    },
    resolver,
    reValidateMode: 'onSubmit',
  });
  const { errors } = formState;
  // The contract's messages are Korean; English readers get the bundle's wording.
  const fieldError = (message: string | undefined) => (message ? messageText(message) : undefined);
  const nameOf = (code: string) => bankName(code, banks.find((bank) => bank.code === code)?.name ?? code);

  const saveAccount = async (body: BankAccountInput) => {
    try {
      const answer = await save({ body }).unwrap();
      notify.success(t('payments.bank.saved'));
      const { password: _password, ...account } = body;
      onSaved(answer.account ?? { ...account, bankAccount: maskedAccount(account.bankAccount) });
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      for (const field of ['bankHolderName', 'password'] as const) {
        const message = fields[field];
        if (message) setError(field, { type: 'server', message });
      }
      // A wrong password is typed again, not corrected.
      if (fields['password']) setValue('password', '');
      notify.error(errorText(readMoneyFailure(failure)));
    }
  };

  const guarded = useGuardedSubmit(handleSubmit, saveAccount);
  return (
    <form className="flex flex-col gap-3" onSubmit={guarded.submit} noValidate>
      {registered && (
        // While changing, what stays registered until the change is saved.
        <p className="rounded bg-surface-raised px-3 py-2 text-sm">
          {t('payments.bank.current', {
            bank: nameOf(registered.bankCode),
            account: maskedAccount(registered.bankAccount),
            holder: registered.bankHolderName,
          })}
        </p>
      )}
      <SelectField
        label={t('payments.bank.bank')}
        error={fieldError(errors.bankCode?.message)}
        {...register('bankCode')}
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
        hint={registered ? t('payments.bank.reenterAccount') : undefined}
        error={fieldError(errors.bankAccount?.message)}
        {...register('bankAccount')}
      />
      <TextInput
        label={t('payments.bank.holder')}
        autoComplete="name"
        error={fieldError(errors.bankHolderName?.message)}
        hint={t('payments.bank.holderHint')}
        {...register('bankHolderName')}
      />
      <TextInput
        label={t('payments.bank.password')}
        type="password"
        autoComplete="current-password"
        hint={t('payments.bank.passwordHint')}
        error={fieldError(errors.password?.message)}
        {...register('password')}
      />
      {registered && <p className="text-xs text-muted">{t('payments.bank.changeHold')}</p>}
      <div className="flex gap-2">
        {onCancel && (
          <Button type="button" variant="ghost" className="flex-1" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        )}
        <Button type="submit" variant={registered ? 'primary' : 'secondary'} className="flex-1" loading={isLoading}>
          {registered ? t('payments.bank.saveChange') : t('payments.bank.register')}
        </Button>
      </div>
    </form>
  );
}
