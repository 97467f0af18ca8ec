import { useParams } from 'react-router';
import { SNS_PROVIDERS, type SnsProvider } from '@onair/contracts';
import { LazyPage, lazyAuth } from '../lazy-auth';
import { NotFoundPage } from './NotFoundPage';

const OAuthCallbackPage = lazyAuth('OAuthCallbackPage');

const isSnsProvider = (value: string | undefined): value is SnsProvider => SNS_PROVIDERS.includes(value as SnsProvider);

/** /callback/{provider}/authorize exists for the four social login providers only. */
export function OAuthCallbackRoute() {
  const { provider } = useParams();
  return isSnsProvider(provider) ? <LazyPage page={OAuthCallbackPage} /> : <NotFoundPage />;
}
