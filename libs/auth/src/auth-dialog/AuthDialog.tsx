import { useLocation, useNavigate } from 'react-router';
import { useT } from '@onair/i18n';
import {
  authDialogClosed,
  authDialogTabChanged,
  selectAuthDialog,
  signupCompleted,
  signupKindChanged,
  useAppDispatch,
  useAppSelector,
} from '@onair/store';
import { Dialog, TabBar } from '@onair/ui';
import { ForeignSignUpForm } from '../foreign-sign-up/ForeignSignUpForm';
import { SignInForm } from '../sign-in/SignInForm';
import { DomesticSignUpForm } from '../sign-up/DomesticSignUpForm';
import type { SocialFlags } from '../social/providers';
import { AdultOnlyPanel } from './AdultOnlyPanel';
import { SignupKindTabs } from './SignupKindTabs';
import { personalAuthPath } from '../personal-auth/personal-auth-path';
import { WelcomePanel } from './WelcomePanel';

export type AuthDialogProps = {
  /** The channel settings' isSnsLogin* switches; every provider is on unless said otherwise. */
  socialFlags?: SocialFlags;
  onAuthorizeUrl?: (url: string) => void;
};

/** SPEC section 2: the login and signup dialog, driven by the authDialog slice. */
export function AuthDialog({ socialFlags, onAuthorizeUrl }: AuthDialogProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const state = useAppSelector(selectAuthDialog);
  const close = () => dispatch(authDialogClosed());
  // The check comes back to where the member started: the dialog's callbackURL, else the page under it.
  const verifyIdentity = () => {
    close();
    void navigate(personalAuthPath(state.callbackURL ?? `${pathname}${search}`));
  };
  const signedUp = (nickname: string) => dispatch(signupCompleted({ nickname }));
  const title =
    state.panel === 'form'
      ? t(state.tab === 'signIn' ? 'auth.tab.signIn' : 'auth.tab.signUp')
      : t(state.panel === 'welcome' ? 'auth.completed.signupTitle' : 'auth.personalAuth.title');
  const shared = { callbackURL: state.callbackURL, socialFlags, onAuthorizeUrl };

  return (
    <Dialog open={state.open} onClose={close} title={title} showCloseButton closeLabel={t('common.close')} size="md">
      {state.panel === 'welcome' && (
        <WelcomePanel nickname={state.welcomeNickname ?? ''} onVerifyIdentity={verifyIdentity} onLater={close} />
      )}
      {state.panel === 'adultOnly' && <AdultOnlyPanel onVerifyIdentity={verifyIdentity} onLater={close} />}
      {state.panel === 'form' && (
        <div className="flex flex-col gap-5">
          <TabBar
            label={title}
            selected={state.tab}
            onSelect={(tab) => dispatch(authDialogTabChanged(tab))}
            items={[
              { key: 'signIn', label: t('auth.tab.signIn') },
              { key: 'signUp', label: t('auth.tab.signUp') },
            ]}
          />
          {state.tab === 'signIn' ? (
            <SignInForm
              {...shared}
              onSignedIn={close}
              onLeave={close}
              onGoSignUp={() => dispatch(authDialogTabChanged('signUp'))}
            />
          ) : (
            <>
              <SignupKindTabs
                kind={state.signupKind}
                disabled={state.partnerMode}
                onSelect={(kind) => dispatch(signupKindChanged(kind))}
              />
              {state.signupKind === 'foreigner' ? (
                <ForeignSignUpForm onSignedUp={signedUp} />
              ) : (
                <DomesticSignUpForm {...shared} onSignedUp={signedUp} />
              )}
            </>
          )}
        </div>
      )}
    </Dialog>
  );
}
