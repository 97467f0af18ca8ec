import { useParams } from 'react-router';
import { OAuthCallbackPage } from '@onair/auth';
import { SNS_PROVIDERS, type SnsProvider } from '@onair/contracts';
import { NotFoundPage } from './NotFoundPage';

const isSnsProvider = (value: string | undefined): value is SnsProvider => SNS_PROVIDERS.includes(value as SnsProvider);

/** /callback/{provider}/authorize exists for the four social login providers only. */
export function OAuthCallbackRoute() {
  const { provider } = useParams();
  return isSnsProvider(provider) ? <OAuthCallbackPage /> : <NotFoundPage />;
}
