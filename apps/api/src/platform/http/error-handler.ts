import type { FastifyInstance } from 'fastify';
import { answeredFieldErrors, ERROR_CODES, wordedMessage as worded, type ErrorBody } from '@onair/contracts';
import { isDatabaseUnavailable } from './database-unavailable';
import { ApiError, RetryLaterError } from './errors';

/** Sends a 5xx's error on (to Sentry, platform/error-reports.ts) with its request id and route. */
export type ServerErrorReport = (message: string, fields: Record<string, unknown>) => void;

/** How long a client waits before retrying while the database cannot serve. */
const UNAVAILABLE_RETRY_SECONDS = 5;

/**
 * One error shape for every failure. An ApiError's message is written for the user, so it is sent
 * whatever its status (a 502 says which outside service failed); any other 5xx stays in the log.
 */
export function installErrorHandler(app: FastifyInstance, reportServerError?: ServerErrorReport) {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) {
      if (error.statusCode >= 500) request.log.warn({ err: error, method: request.method, url: request.url }, 'outside service or server failed');
      const body: ErrorBody = {
        statusCode: error.statusCode,
        code: error.code,
        message: error.message,
        key: error.key,
        ...(error.params && { params: error.params }),
        ...(error.errors && { errors: answeredFieldErrors(error.errors) }),
      };
      if (error instanceof RetryLaterError) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send(body);
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported media type.
      const code = (error as { code?: string }).code ?? 'BAD_REQUEST';
      const body: ErrorBody = { statusCode: status, code, ...worded({ key: 'system.text', params: { text: (error as Error).message } }) };
      return reply.status(status).send(body);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error, method: request.method, url: request.url }, 'database unavailable');
      if (app.hasDecorator('metrics')) app.metrics.pgUnavailable.inc();
      reportServerError?.('database unavailable', { err: error, reqId: request.id, method: request.method, route: request.routeOptions.url ?? null });
      const body: ErrorBody = { statusCode: 503, code: ERROR_CODES.unavailable, ...worded({ key: 'system.databaseUnavailable' }) };
      return reply.status(503).header('retry-after', String(UNAVAILABLE_RETRY_SECONDS)).send(body);
    }
    request.log.error({ err: error, method: request.method, url: request.url }, 'request failed');
    reportServerError?.('request failed', { err: error, reqId: request.id, method: request.method, route: request.routeOptions.url ?? null });
    const body: ErrorBody = { statusCode: 500, code: ERROR_CODES.internal, ...worded({ key: 'system.internal' }) };
    return reply.status(500).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const params = { method: request.method, url: request.url };
    const body: ErrorBody = { statusCode: 404, code: ERROR_CODES.notFound, ...worded({ key: 'system.routeNotFound', params }) };
    return reply.status(404).send(body);
  });
}
