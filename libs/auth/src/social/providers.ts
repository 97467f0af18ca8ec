import { SNS_PROVIDERS, type SnsProvider } from '@onair/contracts';
import type { MessageKey } from '@onair/i18n';

/** Which providers the channel settings switch on (isSnsLoginKakao …); each defaults to on. */
export type SocialFlags = Partial<Record<SnsProvider, boolean>>;

export const SOCIAL_LABELS: Record<'signIn' | 'signUp', Record<SnsProvider, MessageKey>> = {
  signIn: { kakao: 'auth.social.kakao', google: 'auth.social.google', twitch: 'auth.social.twitch', naver: 'auth.social.naver' },
  signUp: {
    kakao: 'auth.social.signupKakao',
    google: 'auth.social.signupGoogle',
    twitch: 'auth.social.signupTwitch',
    naver: 'auth.social.signupNaver',
  },
};

export function enabledProviders(flags: SocialFlags = {}): SnsProvider[] {
  return SNS_PROVIDERS.filter((provider) => flags[provider] !== false);
}

export function isSnsProvider(value: string | undefined): value is SnsProvider {
  return (SNS_PROVIDERS as readonly string[]).includes(value ?? '');
}
