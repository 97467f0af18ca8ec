import type { RouteObject } from 'react-router';
import {
  FindAccountPage,
  ForeignSignUpPage,
  MarketingCompletedPage,
  PersonalAuthPage,
  SignInPage,
  SignupCompletedPage,
  SignUpPage,
} from '@onair/auth';
import { OAuthCallbackRoute } from './pages/OAuthCallbackRoute';

/**
 * SPEC.md section 2: the account pages, all inside the site layout. Social login leaves the site
 * and comes back to the callback page in the same window, and the personal-auth page is reached
 * from the welcome panel there too; only the identity provider itself opens in a popup.
 */
export const authRoutes: RouteObject[] = [
  { path: 'signin', element: <SignInPage /> },
  { path: 'signup', element: <SignUpPage /> },
  { path: 'signup/foreigner', element: <ForeignSignUpPage /> },
  { path: 'completed/signup', element: <SignupCompletedPage /> },
  { path: 'completed/signup/marketing', element: <MarketingCompletedPage /> },
  { path: 'member/find/findId', element: <FindAccountPage /> },
  { path: 'callback/:provider/authorize', element: <OAuthCallbackRoute /> },
  { path: 'my/personal-auth', element: <PersonalAuthPage /> },
];
