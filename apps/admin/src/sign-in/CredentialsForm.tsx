import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, TextInput } from '@onair/ui';
import { useConsoleT } from '../i18n/use-console-t';
import { checkCredentials, type CredentialErrors, type Credentials } from './credentials';

export type CredentialsFormProps = {
  submitText: string;
  /** Sends the credentials; answers the error to show above the button, or null when it worked. */
  onSubmit: (credentials: Credentials) => Promise<string | null>;
  /** Shown above the fields (why the page is showing: idled out, signed out, enrolled). */
  notice?: ReactNode;
};

/** Login, password and the authenticator's 6-digit code: the sign-in and the enrolment form. */
export function CredentialsForm({ submitText, onSubmit, notice }: CredentialsFormProps) {
  const t = useConsoleT();
  const [values, setValues] = useState<Credentials>({ login: '', password: '', code: '' });
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const field = (name: keyof Credentials) => ({
    name,
    value: values[name],
    error: errors[name] && t(errors[name]),
    onChange: (event: { target: { value: string } }) => {
      const value = name === 'code' ? event.target.value.replace(/\D/g, '').slice(0, 6) : event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkCredentials(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    const error = await onSubmit({ ...values, login: values.login.trim() });
    setPending(false);
    if (error) {
      setFailure(error);
      // A code is good for one sign-in: the next try needs the next one.
      setValues((current) => ({ ...current, code: '' }));
    }
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {notice}
      <TextInput
        label={t('console.signIn.login')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...field('login')}
      />
      <TextInput
        label={t('console.signIn.password')}
        type="password"
        autoComplete="current-password"
        {...field('password')}
      />
      <TextInput
        label={t('console.signIn.code')}
        hint={t('console.signIn.codeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        {...field('code')}
      />
      {failure && (
        <p
          role="alert"
          className="rounded border border-danger/40 bg-danger/5 px-3 py-2 text-sm font-medium text-danger"
        >
          {failure}
        </p>
      )}
      <Button type="submit" size="lg" fullWidth loading={pending}>
        {submitText}
      </Button>
    </form>
  );
}
