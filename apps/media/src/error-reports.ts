import * as Sentry from '@sentry/node';

/**
 * Server errors to Sentry when SENTRY_DSN is set (docs/deploy.md, "Error reports"); nothing is sent
 * or loaded otherwise. Each report carries the app, the node and, for a request, its id. Only what
 * this code reports is sent: no automatic instrumentation of the HTTP server, the database or the
 * request's headers and address (the default integrations would send those, and report a failed
 * request a second time without its id).
 */
export function startErrorReports(dsn: string | undefined, { app, node, release }: { app: string; node: string; release?: string }) {
  if (!dsn) return { report: () => undefined, flush: async () => true };
  Sentry.init({
    dsn,
    release,
    environment: process.env['NODE_ENV'] ?? 'development',
    serverName: node,
    defaultIntegrations: false,
    integrations: [
      Sentry.linkedErrorsIntegration(),
      Sentry.contextLinesIntegration(),
      Sentry.nodeContextIntegration(),
      Sentry.onUncaughtExceptionIntegration(),
      Sentry.onUnhandledRejectionIntegration(),
    ],
  });
  Sentry.setTag('app', app);
  return {
    report(message: string, fields: Record<string, unknown> = {}) {
      const { err, reqId, ...rest } = fields;
      Sentry.withScope((scope) => {
        if (typeof reqId === 'string') scope.setTag('request_id', reqId);
        scope.setExtras(rest);
        if (err instanceof Error) Sentry.captureException(err);
        else Sentry.captureMessage(message, 'error');
      });
    },
    flush: (timeoutMs = 2000) => Sentry.flush(timeoutMs),
  };
}
