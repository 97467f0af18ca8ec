import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { stripSpaces } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { Button, Checkbox, TextInput } from '@onair/ui';
import { FieldMessage } from '../shared/FieldMessage';
import { SocialButtons } from '../social/SocialButtons';
import type { SocialFlags } from '../social/providers';
import { readSavedLoginId } from './savedLoginId';
import { useSignIn } from './useSignIn';

export const FIND_ACCOUNT_PATH = '/member/find/findId';

export type SignInFormProps = {
  callbackURL?: string | null;
  socialFlags?: SocialFlags;
  /** After a successful sign-in, before the redirect (the dialog closes itself). */
  onSignedIn?: () => void;
  /** The "not a member yet" link: the dialog switches tabs, the page links to /signup. */
  onGoSignUp?: () => void;
  /** Leaving the page (the find link) from a dialog closes it. */
  onLeave?: () => void;
  onAuthorizeUrl?: (url: string) => void;
};

/** SPEC section 2: ID, password, keep-login, save-ID, social buttons; Enter submits. */
export function SignInForm({
  callbackURL,
  socialFlags,
  onSignedIn,
  onGoSignUp,
  onLeave,
  onAuthorizeUrl,
}: SignInFormProps) {
  const t = useT();
  const [loginId, setLoginId] = useState(readSavedLoginId);
  const [password, setPassword] = useState('');
  const [loginKeep, setLoginKeep] = useState(false);
  const [saveId, setSaveId] = useState(() => readSavedLoginId() !== '');
  const { submit, submitting, error } = useSignIn({ callbackURL, onSignedIn });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({ loginId, password, loginKeep, saveId });
  };

  return (
    <div className="flex flex-col gap-5">
      <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
        <TextInput
          label={t('auth.login.loginId')}
          autoComplete="username"
          value={loginId}
          onChange={(event) => setLoginId(stripSpaces(event.target.value))}
        />
        <TextInput
          label={t('auth.login.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(stripSpaces(event.target.value))}
        />
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
          <Checkbox
            label={t('auth.login.keepLogin')}
            checked={loginKeep}
            onChange={(event) => setLoginKeep(event.target.checked)}
          />
          <Checkbox
            label={t('auth.login.saveId')}
            checked={saveId}
            onChange={(event) => setSaveId(event.target.checked)}
          />
        </div>
        <FieldMessage>{error}</FieldMessage>
        <Button type="submit" size="lg" fullWidth loading={submitting}>
          {t('auth.login.submit')}
        </Button>
        <div className="flex items-center justify-between gap-2 text-sm">
          <Link
            to={FIND_ACCOUNT_PATH}
            onClick={onLeave}
            className="inline-flex min-h-10 items-center text-muted underline-offset-2 hover:text-text hover:underline"
          >
            {t('auth.login.findIdPassword')}
          </Link>
          {onGoSignUp && (
            <button
              type="button"
              onClick={onGoSignUp}
              className="inline-flex min-h-10 cursor-pointer items-center font-semibold text-accent hover:underline"
            >
              {t('auth.tab.signUp')}
            </button>
          )}
        </div>
      </form>
      <SocialButtons mode="signIn" flags={socialFlags} callbackURL={callbackURL} onAuthorizeUrl={onAuthorizeUrl} />
    </div>
  );
}
