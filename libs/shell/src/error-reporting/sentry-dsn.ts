/// <reference types="vite/client" />

/**
 * The Sentry DSN the build was made with: VITE_SENTRY_DSN from the environment (or a .env file)
 * of `vite build`. Vite writes the value into the bundle; unset means no error reporting.
 */
export function sentryDsnOfBuild(): string | undefined {
  const dsn: unknown = import.meta.env.VITE_SENTRY_DSN;
  return typeof dsn === 'string' && dsn.trim() !== '' ? dsn.trim() : undefined;
}
