import { SNS_PROVIDERS } from '@onair/contracts';
import { DEVELOPMENT_SECRETS, sandboxOAuthClient, type DevelopmentSecretName } from './development-defaults';

/** Secrets production must set itself: each signs or proves something an attacker would forge. */
const REQUIRED_SECRETS = Object.keys(DEVELOPMENT_SECRETS) as DevelopmentSecretName[];

/** Outside services (and the addresses others reach us at) production must name itself. */
const REQUIRED_ADDRESSES = ['WEB_BASE_URL', 'API_PUBLIC_URL', 'SMS_API_URL', 'IDENTITY_API_URL', 'PAYMENT_GATEWAY_URL'] as const;

const KNOWN_SECRETS = new Set<string>([
  ...Object.values(DEVELOPMENT_SECRETS),
  ...SNS_PROVIDERS.map((provider) => sandboxOAuthClient(provider).clientSecret),
]);

/** This machine: in production that is the sandbox, or nothing at all. */
function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127\.\d+\.\d+\.\d+$/.test(host) ||
    host === '0.0.0.0' ||
    host === '::1' ||
    host === '::' ||
    host.split('.')[0] === 'sandbox'
  );
}

/** Why an address is unsafe in production, or null. A malformed URL is the schema's to report. */
function addressProblem(value: string): string | null {
  if (!URL.canParse(value)) return null;
  return isLocalHost(new URL(value).hostname) ? 'must not point at localhost or the sandbox in production' : null;
}

function secretProblem(value: string | undefined): string | null {
  if (!value) return 'is required in production';
  return KNOWN_SECRETS.has(value) ? 'is a development default written in the repository: set a secret of its own' : null;
}

/**
 * Every setting production is missing or has unsafe, from the raw environment (present values
 * only), so one failed start names them all. Empty outside production.
 */
export function productionProblems(env: Record<string, string>): string[] {
  if (env['NODE_ENV'] !== 'production') return [];
  const problems: string[] = [];
  const check = (name: string, problem: string | null) => {
    if (problem) problems.push(`${name}: ${problem}`);
  };
  for (const name of REQUIRED_SECRETS) check(name, secretProblem(env[name]));
  // Generated development keys live in the data dir of one machine: production names its own.
  for (const name of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY']) check(name, env[name] ? null : 'is required in production');
  // PGlite keeps its data in one process's directory: fine for a laptop, not for a service.
  check('DATABASE_URL', env['DATABASE_URL'] ? null : 'is required in production (PGlite is for development)');
  for (const name of REQUIRED_ADDRESSES) {
    const value = env[name];
    check(name, value ? addressProblem(value) : 'is required in production');
  }
  // A provider is configured when any of its settings is; then it needs all three.
  for (const provider of SNS_PROVIDERS) {
    const prefix = `OAUTH_${provider.toUpperCase()}_`;
    const [issuer, clientId, clientSecret] = ['ISSUER', 'CLIENT_ID', 'CLIENT_SECRET'].map((part) => env[`${prefix}${part}`]);
    if (!issuer && !clientId && !clientSecret) continue;
    check(`${prefix}ISSUER`, issuer ? addressProblem(issuer) : `is required in production once ${prefix}* is set`);
    check(`${prefix}CLIENT_ID`, clientId ? null : `is required in production once ${prefix}* is set`);
    check(`${prefix}CLIENT_SECRET`, secretProblem(clientSecret));
  }
  return problems;
}
