import type { FastifyInstance } from 'fastify';
import type { PartnerRepository } from '../directory/index';
import type { Database } from '@onair/db';
import type { VerificationSettings } from './verification-settings';
import { createCaptcha } from './captcha';
import { findAccountRoutes } from './find-account-routes';
import { httpIdentityProvider } from './identity-provider';
import { guardianConsentRoutes } from './guardian-consent-routes';
import { identityRoutes } from './identity-routes';
import { partnerRoutes } from './partner-routes';
import { phoneCodeSender } from './phone-code-sender';
import { phoneCodeStore } from './phone-code-store';
import { phoneRoutes } from './phone-routes';
import { httpSmsProvider } from './sms-provider';

/** Captcha, phone codes, find ID / password, personal auth, a minor's guardian consent and partners. */
export function verificationRoutesPlugin(
  app: FastifyInstance,
  { db, settings, partners }: { db: Database; settings: VerificationSettings; partners: PartnerRepository },
) {
  const store = phoneCodeStore(db);
  const sendCode = phoneCodeSender(db, store, httpSmsProvider(settings.smsApiUrl));

  phoneRoutes(app, { db, captcha: createCaptcha(db, settings.tokenSecret), store, sendCode });
  findAccountRoutes(app, { db, store, sendCode });
  const identityProvider = httpIdentityProvider(settings.identityApiUrl);
  identityRoutes(app, { db, settings, provider: identityProvider });
  guardianConsentRoutes(app, { db, settings, provider: identityProvider });
  partnerRoutes(app, { db, settings, partners });
}
