import type { FastifyInstance } from 'fastify';
import { parseOrThrow } from '../validate';
import type { SmsOutbox } from './outbox';
import { SmsOutboxQuery, SmsSendBody } from './schemas';

/** The SMS provider stand-in: the API's SMS adapter posts here instead of to a real provider. */
export function smsRoutes(app: FastifyInstance, outbox: SmsOutbox) {
  app.post('/sms/send', async (request, reply) => {
    const body = parseOrThrow(SmsSendBody, request.body, 'body');
    const message = outbox.send(body);
    // The log is the other place a developer reads verification codes.
    request.log.info({ messageId: message.messageId, to: message.to, text: message.text }, 'sms sent');
    return reply.status(201).send({ messageId: message.messageId });
  });

  app.get('/sms/outbox', async (request) => {
    const { to } = parseOrThrow(SmsOutboxQuery, request.query, 'query');
    return { messages: outbox.list(to) };
  });
}
