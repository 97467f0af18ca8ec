import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { LIMITS } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { Button, TextInput, rewriteAsTyped, stripSpacesAsTyped, useGuardedSubmit } from '@onair/ui';
import { FieldMessage } from '../shared/FieldMessage';
import { fieldErrorText } from '../shared/field-error-text';
import { EMPTY_FIND_PASSWORD, FIND_PASSWORD_SCHEMAS, type FindPasswordValues } from './find-password-schemas';
import { useFindPassword } from './use-find-password';

const sixDigits = (value: string) => value.replace(/\D/g, '').slice(0, 6);

/** Find password: ID, the code sent to the member's phone, then a new password; then sign in. */
export function FindPasswordPanel() {
  const t = useT();
  const navigate = useNavigate();
  const flow = useFindPassword();
  const schema = FIND_PASSWORD_SCHEMAS[flow.step === 'done' ? 'newPassword' : flow.step];
  const { register, handleSubmit, formState } = useForm<FindPasswordValues>({
    // The resolver follows the step: react-hook-form reads its options at every render.
    resolver: valibotResolver(schema, undefined, { raw: true }),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: EMPTY_FIND_PASSWORD,
  });
  const { submit } = useGuardedSubmit(
    handleSubmit,
    async ({ loginId, code, password }) => {
      if (flow.step === 'loginId') await flow.sendCode(loginId);
      else if (flow.step === 'code') await flow.confirm(code);
      else await flow.reset(password);
    },
    { onInvalid: flow.clearError },
  );

  if (flow.step === 'done') {
    return (
      <div className="flex flex-col gap-4 text-center">
        <p role="status">{t('auth.find.passwordChanged')}</p>
        <Button size="lg" fullWidth onClick={() => void navigate('/signin')}>
          {t('auth.find.goSignIn')}
        </Button>
      </div>
    );
  }

  const { errors } = formState;
  const fieldError = errors.loginId ?? errors.code ?? errors.password ?? errors.passwordConfirm;
  const submitLabel = { loginId: t('auth.find.sendCode'), code: t('auth.phone.confirm'), newPassword: t('auth.find.changePassword') }[flow.step];

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <p className="text-sm text-muted">{t('auth.find.findPasswordText')}</p>
      <TextInput
        label={t('auth.login.loginId')}
        autoComplete="username"
        disabled={flow.step !== 'loginId'}
        {...stripSpacesAsTyped(register('loginId'))}
      />
      {flow.step === 'code' && (
        <TextInput
          label={t('auth.phone.code')}
          hint={flow.maskedPhone ? t('auth.find.codeSentTo', { phone: flow.maskedPhone }) : undefined}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder={t('auth.phone.codePlaceholder')}
          {...rewriteAsTyped(register('code'), sixDigits)}
        />
      )}
      {flow.step === 'newPassword' && (
        <>
          <TextInput
            label={t('auth.find.newPassword')}
            type="password"
            autoComplete="new-password"
            maxLength={LIMITS.password.max}
            placeholder={t('auth.signup.passwordPlaceholder')}
            {...stripSpacesAsTyped(register('password'))}
          />
          <TextInput
            label={t('auth.find.newPasswordConfirm')}
            type="password"
            autoComplete="new-password"
            maxLength={LIMITS.password.max}
            {...stripSpacesAsTyped(register('passwordConfirm'))}
          />
        </>
      )}
      <FieldMessage>{fieldErrorText(t, fieldError?.message) ?? flow.error}</FieldMessage>
      <Button type="submit" size="lg" fullWidth loading={flow.busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
