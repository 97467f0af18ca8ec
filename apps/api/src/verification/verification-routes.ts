import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '@onair/contracts';
import type { AppServices } from '../services';
import { createCaptcha } from './captcha';
import { findAccountRoutes } from './find-account-routes';
import { httpIdentityProvider } from './identity-provider';
import { identityRoutes } from './identity-routes';
import { partnerRoutes } from './partner-routes';
import { phoneCodeSender } from './phone-code-sender';
import { phoneCodeStore } from './phone-code-store';
import { phoneRoutes } from './phone-routes';
import { httpSmsProvider } from './sms-provider';
import { UpstreamError } from './upstream-error';

/** Captcha, phone codes, find ID / password, personal auth and partners. */
export function verificationRoutesPlugin(app: FastifyInstance, services: AppServices) {
  const db = services.database.db;
  const { settings } = services;
  const store = phoneCodeStore(db);
  const sendCode = phoneCodeSender(db, store, httpSmsProvider(settings.smsApiUrl));

  // A scope of its own, for one more error handler: a failed outside service answers 502 with a
  // message the user may read, where the app's handler would make every 5xx a bare 500.
  app.register(async (scope) => {
    scope.setErrorHandler((error, request, reply) => {
      if (!(error instanceof UpstreamError)) throw error;
      request.log.warn({ code: error.code, detail: error.detail }, 'outside service failed');
      const body: ErrorBody = { statusCode: 502, code: error.code, message: error.message };
      return reply.status(502).send(body);
    });
    phoneRoutes(scope, { db, captcha: createCaptcha(db, settings.tokenSecret), store, sendCode });
    findAccountRoutes(scope, { db, store, sendCode });
    identityRoutes(scope, { db, settings, provider: httpIdentityProvider(settings.identityApiUrl) });
    partnerRoutes(scope, { db, settings });
  });
}
