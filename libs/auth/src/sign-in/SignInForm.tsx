import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useT } from '@onair/i18n';
import { Button, Checkbox, TextInput, stripSpacesAsTyped, useGuardedSubmit } from '@onair/ui';
import { FieldMessage } from '../shared/FieldMessage';
import { fieldErrorText } from '../shared/field-error-text';
import { SocialButtons } from '../social/SocialButtons';
import type { SocialFlags } from '../social/providers';
import { readSavedLoginId } from './saved-login-id';
import { SignInFields } from './sign-in-schema';
import { useSignIn } from './use-sign-in';

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
  // Read once: the saved ID fills the field and ticks 아이디 저장.
  const [initialValues] = useState(() => {
    const saved = readSavedLoginId();
    return { loginId: saved, password: '', loginKeep: false, saveId: saved !== '' };
  });
  const { register, handleSubmit, formState } = useForm<SignInFields>({
    resolver: valibotResolver(SignInFields),
    // Messages are told at submit only, as one line above the button.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: initialValues,
  });
  const signIn = useSignIn({ callbackURL, onSignedIn });
  const { submit } = useGuardedSubmit(handleSubmit, signIn.submit, { onInvalid: signIn.clearError });
  const { errors } = formState;
  const error = fieldErrorText(t, errors.loginId?.message ?? errors.password?.message) ?? signIn.error;

  return (
    <div className="flex flex-col gap-5">
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <TextInput label={t('auth.login.loginId')} autoComplete="username" {...stripSpacesAsTyped(register('loginId'))} />
        <TextInput
          label={t('auth.login.password')}
          type="password"
          autoComplete="current-password"
          {...stripSpacesAsTyped(register('password'))}
        />
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
          <Checkbox label={t('auth.login.keepLogin')} {...register('loginKeep')} />
          <Checkbox label={t('auth.login.saveId')} {...register('saveId')} />
        </div>
        <FieldMessage>{error}</FieldMessage>
        <Button type="submit" size="lg" fullWidth loading={signIn.submitting}>
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
