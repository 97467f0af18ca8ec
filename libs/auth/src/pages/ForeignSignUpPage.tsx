import { Navigate, useLocation } from 'react-router';
import { isFeatureOn } from '@onair/brand';
import { selectAuthDialog, useAppSelector, useBrand } from '@onair/store';
import { ForeignSignUpForm } from '../foreign-sign-up/ForeignSignUpForm';
import { SIGNUP_PATHS, SignUpLayout } from './SignUpLayout';
import { useCallbackParam } from './use-callback-param';
import { useGoToSignupCompleted } from './use-go-to-signup-completed';

/** /signup/foreigner (query kept); brands without foreign signup, and partner mode, get domestic signup. */
export function ForeignSignUpPage() {
  const brand = useBrand();
  const { search } = useLocation();
  const { partnerMode } = useAppSelector(selectAuthDialog);
  const completed = useGoToSignupCompleted(useCallbackParam());
  if (!isFeatureOn(brand, 'foreignSignup') || partnerMode) return <Navigate to={`${SIGNUP_PATHS.domestic}${search}`} replace />;
  return (
    <SignUpLayout kind="foreigner">
      <ForeignSignUpForm onSignedUp={completed} />
    </SignUpLayout>
  );
}
