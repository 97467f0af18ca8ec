import { DomesticSignUpForm } from '../sign-up/DomesticSignUpForm';
import type { SocialFlags } from '../social/providers';
import { SignUpLayout } from './SignUpLayout';
import { useCallbackParam } from './use-callback-param';
import { useGoToSignupCompleted } from './use-go-to-signup-completed';

/** /signup?callbackURL=…: domestic signup as a page. */
export function SignUpPage({ socialFlags }: { socialFlags?: SocialFlags }) {
  const callbackURL = useCallbackParam();
  const completed = useGoToSignupCompleted(callbackURL);
  return (
    <SignUpLayout kind="domestic">
      <DomesticSignUpForm callbackURL={callbackURL} socialFlags={socialFlags} onSignedUp={completed} />
    </SignUpLayout>
  );
}
