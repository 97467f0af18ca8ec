import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { LIMITS, stripSpaces } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { Button, TextInput } from '@onair/ui';
import { FieldMessage } from '../shared/FieldMessage';
import { useFindPassword } from './useFindPassword';

/** Find password: ID, the code sent to the member's phone, then a new password; then sign in. */
export function FindPasswordPanel() {
  const t = useT();
  const navigate = useNavigate();
  const flow = useFindPassword();
  const [loginId, setLoginId] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');

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

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (flow.step === 'loginId') void flow.sendCode(loginId);
    else if (flow.step === 'code') void flow.confirm(loginId, code);
    else void flow.reset(loginId, password, passwordConfirm);
  };
  const submitLabel = { loginId: t('auth.find.sendCode'), code: t('auth.phone.confirm'), newPassword: t('auth.find.changePassword') }[flow.step];

  return (
    <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
      <p className="text-sm text-muted">{t('auth.find.findPasswordText')}</p>
      <TextInput
        label={t('auth.login.loginId')}
        autoComplete="username"
        value={loginId}
        disabled={flow.step !== 'loginId'}
        onChange={(event) => setLoginId(stripSpaces(event.target.value))}
      />
      {flow.step === 'code' && (
        <TextInput
          label={t('auth.phone.code')}
          hint={flow.maskedPhone ? t('auth.find.codeSentTo', { phone: flow.maskedPhone }) : undefined}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder={t('auth.phone.codePlaceholder')}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
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
            value={password}
            onChange={(event) => setPassword(stripSpaces(event.target.value))}
          />
          <TextInput
            label={t('auth.find.newPasswordConfirm')}
            type="password"
            autoComplete="new-password"
            maxLength={LIMITS.password.max}
            value={passwordConfirm}
            onChange={(event) => setPasswordConfirm(stripSpaces(event.target.value))}
          />
        </>
      )}
      <FieldMessage>{flow.error}</FieldMessage>
      <Button type="submit" size="lg" fullWidth loading={flow.busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
