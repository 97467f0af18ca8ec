import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as v from 'valibot';
import { csApi } from '@onair/api-client';
import { BANKS } from '@onair/contracts';
import { useT, type MessageKey } from '@onair/i18n';
import { useBankName } from '@onair/i18n/api-messages';
import { notify, rewriteAsTyped, TextInput, useGuardedSubmit } from '@onair/ui';
import { ChoiceField } from '../shared/ChoiceField';
import { FileField } from '../shared/FileField';
import { FormActions } from '../shared/FormActions';
import { chosenFiles, filled, matching, required } from '../shared/form-rules';
import { useApiErrorText } from '../shared/use-api-error-text';
import { MEMBER_FORM_OPTIONS, useFieldErrorText } from '../shared/use-field-error-text';

type BankCode = csApi.CsAccountChangeApiArg['body']['bank_code'];

const AccountChange = v.object({
  bank: required('member.cs.account.error.bank'),
  account: matching(/^\d{10,16}$/, 'member.cs.account.error.account'),
  holder: filled('member.cs.account.error.holder'),
  bankbook: v.pipe(chosenFiles, v.minLength(1, 'member.cs.account.error.bankbook' satisfies MessageKey)),
});
type AccountChange = v.InferOutput<typeof AccountChange>;

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** Bank, account number (digits), holder and a bankbook photo an operator checks: sent as multipart. */
export function AccountChangeForm() {
  const t = useT();
  const bankName = useBankName();
  const errorText = useApiErrorText();
  const fieldErrorText = useFieldErrorText();
  // The picker's own refusal (too large, too many); the form's rule says when none is chosen.
  const [fileError, setFileError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [send, { isLoading }] = csApi.useCsAccountChangeMutation();
  const { register, control, handleSubmit, reset, clearErrors, formState } = useForm<AccountChange>({
    ...MEMBER_FORM_OPTIONS,
    resolver: valibotResolver(AccountChange),
    defaultValues: { bank: '', account: '', holder: '', bankbook: [] },
  });
  const { errors } = formState;

  const { submit: validateAndSend } = useGuardedSubmit(
    handleSubmit,
    async ({ bank, account, holder, bankbook }: AccountChange) => {
      const result = await send({
        body: { bank_code: bank as BankCode, bank_account: account, bank_holder_name: holder.trim(), bankbook },
      });
      if (result.error) return setRefusal(errorText(result.error, 'image'));
      notify.success(t('member.cs.account.sent'));
      // The bank stays chosen for the next request.
      reset({ bank, account: '', holder: '', bankbook: [] });
    },
  );
  const submit: typeof validateAndSend = (event) => {
    setFileError(null);
    setRefusal(null);
    validateAndSend(event);
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('member.cs.accountChange')}
      className="flex flex-col gap-4 rounded border border-border p-4"
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <ChoiceField
          label={t('member.cs.account.bank')}
          {...register('bank')}
          error={fieldErrorText(errors.bank)}
          choices={BANKS.map((bank) => ({ value: bank.code, label: bankName(bank.code, bank.name) }))}
        />
        <TextInput
          label={t('member.cs.account.number')}
          inputMode="numeric"
          maxLength={16}
          {...rewriteAsTyped(register('account'), digitsOnly)}
          error={fieldErrorText(errors.account)}
        />
        <TextInput
          label={t('member.cs.account.holder')}
          maxLength={40}
          {...register('holder')}
          error={fieldErrorText(errors.holder)}
        />
      </div>
      <Controller
        control={control}
        name="bankbook"
        render={({ field, fieldState }) => (
          <FileField
            label={t('member.cs.account.bankbook')}
            accept="image"
            maxCount={1}
            files={field.value}
            onChange={(files) => {
              field.onChange(files);
              clearErrors('bankbook');
            }}
            error={fileError ?? fieldErrorText(fieldState.error)}
            onError={setFileError}
          />
        )}
      />
      <FormActions refusal={refusal} submitText={t('member.cs.account.submit')} sending={isLoading} />
    </form>
  );
}
