import type { BrowserOptions, CaptureContext } from '@sentry/react';
import type { BrandCode } from '@onair/contracts';
import type { ApiErrorReport } from '@onair/store';
import { sentryOptions } from './sentry-options';

/** The part of the Sentry SDK we use; tests hand in their own. */
export type ErrorReportingSdk = {
  init(options: BrowserOptions): unknown;
  captureMessage(message: string, context?: CaptureContext): string;
};

export type ErrorReporter = { reportApiError(report: ApiErrorReport): void };

export type ErrorReportingOptions = {
  /** From the build's environment (VITE_SENTRY_DSN); without one nothing is loaded or sent. */
  dsn: string | undefined;
  brand: BrandCode;
  /** The SDK, loaded on demand so the home page never carries it. */
  loadSdk?: () => Promise<ErrorReportingSdk>;
};

const loadSentry = () => import('@sentry/react');

const NOTHING: ErrorReporter = { reportApiError: () => undefined };

/** One line per failing call; the fingerprint keeps each call and status its own issue. */
export const apiErrorMessage = ({ method, path, status }: ApiErrorReport) => `API error: ${method} ${path} ${status}`;

/**
 * Starts error reporting when a DSN is set: the SDK is imported (its own chunk), initialised with
 * sentryOptions, and API failures are captured with method, path and status. Reports made while the
 * SDK is still loading are sent once it is ready. A failure to load the SDK only costs the reports.
 */
export function startErrorReporting({ dsn, brand, loadSdk = loadSentry }: ErrorReportingOptions): ErrorReporter {
  if (!dsn) return NOTHING;
  const ready = loadSdk()
    .then((sdk) => {
      sdk.init(sentryOptions({ dsn, brand }));
      return sdk;
    })
    .catch((error: unknown) => {
      console.warn('[error-reporting] the Sentry SDK could not be loaded; errors are not reported', error);
      return null;
    });
  return {
    reportApiError(report) {
      void ready.then((sdk) =>
        sdk?.captureMessage(apiErrorMessage(report), {
          level: 'error',
          tags: { 'api.method': report.method, 'api.path': report.path, 'api.status': String(report.status) },
          fingerprint: ['api-error', report.method, report.path, String(report.status)],
        }),
      );
    },
  };
}
