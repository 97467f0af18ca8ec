import type { FastifyInstance } from 'fastify';
import { answeredFieldErrors, ERROR_CODES, fieldMessage, wordedMessage, type ErrorBody, type FieldError } from '@onair/contracts';

/** Sends a server error on (to Sentry, error-reports.ts) with its request id. */
export type ServerErrorReport = (message: string, fields: { err: unknown; reqId: string; method: string; url: string }) => void;

/** A 400 that names the fields at fault. */
export class ValidationError extends Error {
  constructor(readonly errors: FieldError[]) {
    super(errors.map((error) => `${error.field}: ${error.message}`).join('; '));
  }
}

/** The API's error shape (ErrorBody of @onair/contracts) for every failure. */
export function installErrorHandler(app: FastifyInstance, reportServerError?: ServerErrorReport) {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ValidationError) {
      const [first] = error.errors;
      const ref = first ? fieldMessage(first) : { key: 'system.text', params: { text: error.message } };
      const body: ErrorBody = { statusCode: 400, code: ERROR_CODES.validation, message: error.message, ...ref, errors: answeredFieldErrors(error.errors) };
      return reply.status(400).send(body);
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, unsupported media type, body too large.
      const body: ErrorBody = { statusCode: status, code: (error as { code?: string }).code ?? 'BAD_REQUEST', ...wordedMessage({ key: 'system.text', params: { text: (error as Error).message } }) };
      return reply.status(status).send(body);
    }
    request.log.error({ err: error }, 'request failed');
    reportServerError?.('request failed', { err: error, reqId: request.id, method: request.method, url: request.url });
    const body: ErrorBody = { statusCode: 500, code: ERROR_CODES.internal, ...wordedMessage({ key: 'system.internal' }) };
    return reply.status(500).send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    const body: ErrorBody = { statusCode: 404, code: ERROR_CODES.notFound, ...wordedMessage({ key: 'system.routeNotFound', params: { method: request.method, url: request.url } }) };
    return reply.status(404).send(body);
  });
}
