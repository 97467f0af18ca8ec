import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, type ErrorBody, type FieldError } from '@onair/contracts';

/** A 400 that names the fields at fault. */
export class ValidationError extends Error {
  constructor(readonly errors: FieldError[]) {
    super(errors.map((error) => `${error.field}: ${error.message}`).join('; '));
  }
}

/** The API's error shape (ErrorBody of @onair/contracts) for every failure. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ValidationError) {
      const body: ErrorBody = { statusCode: 400, code: ERROR_CODES.validation, message: error.message, errors: error.errors };
      return reply.status(400).send(body);
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, unsupported media type, body too large.
      const body: ErrorBody = { statusCode: status, code: (error as { code?: string }).code ?? 'BAD_REQUEST', message: (error as Error).message };
      return reply.status(status).send(body);
    }
    request.log.error({ err: error }, 'request failed');
    const body: ErrorBody = { statusCode: 500, code: ERROR_CODES.internal, message: 'internal error' };
    return reply.status(500).send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    const body: ErrorBody = { statusCode: 404, code: ERROR_CODES.notFound, message: `${request.method} ${request.url} not found` };
    return reply.status(404).send(body);
  });
}
