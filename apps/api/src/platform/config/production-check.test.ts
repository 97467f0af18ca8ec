import { readConfig } from './config';
import { DEVELOPMENT_SECRETS } from './development-defaults';
import { settingsFromConfig } from './settings';

/** A production environment that sets everything, with secrets of its own. */
const COMPLETE: Record<string, string> = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
  IDENTITY_CALLBACK_SECRET: 'identity-provider-shared-secret',
  PAYMENT_GATEWAY_SECRET_KEY: 'live_sk_0123456789',
  PAYMENT_WEBHOOK_SECRET: 'webhook-secret-from-the-gateway',
  MEDIA_SHARED_SECRET: 'media-shared-secret-0123',
  DATABASE_URL: 'postgres://onair@db.internal:5432/onair',
  WEB_BASE_URL: 'https://www.onair.live',
  API_PUBLIC_URL: 'https://api.onair.live',
  SMS_API_URL: 'https://sms.example.com',
  IDENTITY_API_URL: 'https://identity.example.com',
  PAYMENT_GATEWAY_URL: 'https://api.pg.example.com',
  VAPID_PUBLIC_KEY: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  VAPID_PRIVATE_KEY: 'tUxbf-Mc7gUjXDp1m1yKB8hzWwu2fqaVGpQYRCG9Mjw',
};

/** The problems readConfig lists for an environment, one per entry. */
function problemsOf(env: Record<string, string>): string[] {
  try {
    readConfig(env);
    return [];
  } catch (error) {
    return (error as Error).message.replace(/^Invalid environment: /, '').split('; ');
  }
}

test('a complete production environment starts, with only the providers it configures', () => {
  const settings = settingsFromConfig(readConfig(COMPLETE));
  expect(settings.identityCallbackSecret).toBe(COMPLETE['IDENTITY_CALLBACK_SECRET']);
  expect(settings.oauth.kakao).toBeNull();
  expect(settings.webPush?.publicKey).toBe(COMPLETE['VAPID_PUBLIC_KEY']);
  expect(settings.webPush?.privateKey).toBe(COMPLETE['VAPID_PRIVATE_KEY']);
});

test('production with nothing set lists every missing secret and address at once', () => {
  expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
    'AUTH_SECRET: is required in production',
    'IDENTITY_CALLBACK_SECRET: is required in production',
    'PAYMENT_GATEWAY_SECRET_KEY: is required in production',
    'PAYMENT_WEBHOOK_SECRET: is required in production',
    'MEDIA_SHARED_SECRET: is required in production',
    'VAPID_PUBLIC_KEY: is required in production',
    'VAPID_PRIVATE_KEY: is required in production',
    'DATABASE_URL: is required in production (PGlite is for development)',
    'WEB_BASE_URL: is required in production',
    'API_PUBLIC_URL: is required in production',
    'SMS_API_URL: is required in production',
    'IDENTITY_API_URL: is required in production',
    'PAYMENT_GATEWAY_URL: is required in production',
  ]);
});

test('secrets written in the repository, sandbox and localhost addresses, and malformed values are listed together', () => {
  const problems = problemsOf({
    ...COMPLETE,
    IDENTITY_CALLBACK_SECRET: DEVELOPMENT_SECRETS.IDENTITY_CALLBACK_SECRET,
    PAYMENT_WEBHOOK_SECRET: DEVELOPMENT_SECRETS.PAYMENT_WEBHOOK_SECRET,
    SMS_API_URL: 'http://127.0.0.1:4100',
    IDENTITY_API_URL: 'http://sandbox:4100',
    WEB_BASE_URL: 'http://localhost:4200',
    PAYMENT_GATEWAY_URL: 'http://[::1]:4100',
    AUTH_SECRET: 'short',
  });
  expect(problems).toEqual([
    'AUTH_SECRET: must be at least 32 characters',
    'IDENTITY_CALLBACK_SECRET: is a development default written in the repository: set a secret of its own',
    'PAYMENT_WEBHOOK_SECRET: is a development default written in the repository: set a secret of its own',
    'WEB_BASE_URL: must not point at localhost or the sandbox in production',
    'SMS_API_URL: must not point at localhost or the sandbox in production',
    'IDENTITY_API_URL: must not point at localhost or the sandbox in production',
    'PAYMENT_GATEWAY_URL: must not point at localhost or the sandbox in production',
  ]);
});

test('a configured social provider needs its issuer, client ID and a client secret of its own', () => {
  expect(problemsOf({ ...COMPLETE, OAUTH_KAKAO_ISSUER: 'https://kauth.kakao.com', OAUTH_GOOGLE_CLIENT_ID: 'google-client' })).toEqual([
    'OAUTH_KAKAO_CLIENT_ID: is required in production once OAUTH_KAKAO_* is set',
    'OAUTH_KAKAO_CLIENT_SECRET: is required in production',
    'OAUTH_GOOGLE_ISSUER: is required in production once OAUTH_GOOGLE_* is set',
    'OAUTH_GOOGLE_CLIENT_SECRET: is required in production',
  ]);
  expect(
    problemsOf({ ...COMPLETE, OAUTH_NAVER_ISSUER: 'http://127.0.0.1:4104', OAUTH_NAVER_CLIENT_ID: 'onair-naver', OAUTH_NAVER_CLIENT_SECRET: 'onair-naver-secret' }),
  ).toEqual([
    'OAUTH_NAVER_ISSUER: must not point at localhost or the sandbox in production',
    'OAUTH_NAVER_CLIENT_SECRET: is a development default written in the repository: set a secret of its own',
  ]);
  const twitch = { OAUTH_TWITCH_ISSUER: 'https://id.twitch.tv/oauth2', OAUTH_TWITCH_CLIENT_ID: 'twitch-client', OAUTH_TWITCH_CLIENT_SECRET: 'twitch-secret' };
  expect(settingsFromConfig(readConfig({ ...COMPLETE, ...twitch })).oauth.twitch).toEqual({
    issuer: twitch.OAUTH_TWITCH_ISSUER,
    clientId: twitch.OAUTH_TWITCH_CLIENT_ID,
    clientSecret: twitch.OAUTH_TWITCH_CLIENT_SECRET,
  });
});

test('outside production the sandbox defaults still apply, as npm start and the e2e stack rely on', () => {
  const settings = settingsFromConfig(readConfig({}));
  expect(settings.identityCallbackSecret).toBe(DEVELOPMENT_SECRETS.IDENTITY_CALLBACK_SECRET);
  expect(settings.smsApiUrl).toBe('http://127.0.0.1:4100');
  expect(settings.oauth.kakao).toEqual({ issuer: 'http://127.0.0.1:4101', clientId: 'onair-kakao', clientSecret: 'onair-kakao-secret' });
  expect(settings.trustProxy).toBe(false);
});
