import { SNS_PROVIDERS, type SnsProvider } from './provider-profiles';
import { startOAuthProvider, type RunningOAuthProvider } from './provider-server';

export type OAuthProvidersOptions = {
  /** Port per provider; 0 (the test default) picks free ones. */
  ports?: Partial<Record<SnsProvider, number>>;
  host?: string;
};

export type RunningOAuthProviders = {
  providers: Record<SnsProvider, RunningOAuthProvider>;
  stop(): Promise<void>;
};

/** The four mock providers (kakao, google, twitch, naver), one server each. */
export async function startOAuthProviders({ ports = {}, host }: OAuthProvidersOptions = {}): Promise<RunningOAuthProviders> {
  const started = await Promise.allSettled(SNS_PROVIDERS.map((provider) => startOAuthProvider({ provider, port: ports[provider] ?? 0, host })));
  const running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    // One port taken must not leave the other three listening.
    await Promise.all(running.map((provider) => provider.stop()));
    throw failure.reason;
  }
  const providers = Object.fromEntries(running.map((provider) => [provider.provider, provider])) as Record<SnsProvider, RunningOAuthProvider>;
  return { providers, stop: async () => void (await Promise.all(running.map((provider) => provider.stop()))) };
}
