const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type SandboxConfig = { port: number; host: string; logLevel: (typeof LOG_LEVELS)[number] };

/** Reads the environment once at start; a bad value or production stops the process. */
export function readSandboxConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  if (env['NODE_ENV'] === 'production') throw new Error('The sandbox stands in for outside services in development and tests; it never runs in production.');
  const raw = env['SANDBOX_PORT'] || '4100';
  const port = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!(port >= 1 && port <= 65535)) throw new Error(`Invalid environment: SANDBOX_PORT must be a port from 1 to 65535, got "${raw}"`);
  const logLevel = LOG_LEVELS.find((level) => level === (env['LOG_LEVEL'] || 'info'));
  if (!logLevel) throw new Error(`Invalid environment: LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env['LOG_LEVEL']}"`);
  // Codes shown here are real enough to sign up with: only this machine sees them unless told otherwise.
  return { port, host: env['SANDBOX_HOST'] || '127.0.0.1', logLevel };
}
