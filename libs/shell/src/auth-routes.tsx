import type { RouteObject } from 'react-router';
import { LazyPage, lazyAuth } from './lazy-auth';
import { OAuthCallbackRoute } from './pages/OAuthCallbackRoute';

const SignInPage = lazyAuth('SignInPage');
const SignUpPage = lazyAuth('SignUpPage');
const ForeignSignUpPage = lazyAuth('ForeignSignUpPage');
const SignupCompletedPage = lazyAuth('SignupCompletedPage');
const MarketingCompletedPage = lazyAuth('MarketingCompletedPage');
const FindAccountPage = lazyAuth('FindAccountPage');
const PersonalAuthPage = lazyAuth('PersonalAuthPage');

/**
 * SPEC.md section 2: the account pages, all inside the site layout. Social login leaves the site
 * and comes back to the callback page in the same window, and the personal-auth page is reached
 * from the welcome panel there too; only the identity provider itself opens in a popup.
 */
export const authRoutes: RouteObject[] = [
  { path: 'signin', element: <LazyPage page={SignInPage} /> },
  { path: 'signup', element: <LazyPage page={SignUpPage} /> },
  { path: 'signup/foreigner', element: <LazyPage page={ForeignSignUpPage} /> },
  { path: 'completed/signup', element: <LazyPage page={SignupCompletedPage} /> },
  { path: 'completed/signup/marketing', element: <LazyPage page={MarketingCompletedPage} /> },
  { path: 'member/find/findId', element: <LazyPage page={FindAccountPage} /> },
  { path: 'callback/:provider/authorize', element: <OAuthCallbackRoute /> },
  { path: 'my/personal-auth', element: <LazyPage page={PersonalAuthPage} /> },
];
