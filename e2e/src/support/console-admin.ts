// The operator console's first super-admin for the e2e run, made by `npm run admin:create`'s
// command against the run's database before the API opens it (PGlite takes one process).
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { generateSync } from 'otplib';
import { WORKSPACE_ROOT } from './stack-config';

export type ConsoleAdmin = { login: string; password: string; otpauthUri: string };

const ENV = 'ONAIR_E2E_CONSOLE_ADMIN';
const LOGIN = 'e2e.admin';

/** Runs the command; the specs read its password and otpauth URI from the environment (consoleAdmin()). */
export function createConsoleAdmin(databaseEnv: Record<string, string>) {
  const made = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      resolve(WORKSPACE_ROOT, 'apps/api/src/modules/admin/create-staff-cli.ts'),
      '--login',
      LOGIN,
      '--role',
      'super-admin',
      '--name',
      'E2E 관리자',
    ],
    { cwd: WORKSPACE_ROOT, env: { ...process.env, ...databaseEnv, LOG_LEVEL: 'warn' }, encoding: 'utf8' },
  );
  const password = /Password\s+(\S+)/.exec(made.stdout)?.[1];
  const otpauthUri = /Authenticator\s+(otpauth:\/\/\S+)/.exec(made.stdout)?.[1];
  if (made.status !== 0 || !password || !otpauthUri) {
    throw new Error(`[e2e] admin:create failed (exit ${made.status}):\n${made.stdout}\n${made.stderr}`);
  }
  process.env[ENV] = JSON.stringify({ login: LOGIN, password, otpauthUri } satisfies ConsoleAdmin);
}

/** The super-admin the global setup made (Playwright hands its environment to the workers). */
export function consoleAdmin(): ConsoleAdmin {
  const made = process.env[ENV];
  if (!made) throw new Error(`[e2e] ${ENV} is not set: the global setup makes the console's super-admin`);
  return JSON.parse(made) as ConsoleAdmin;
}

/** The code an authenticator app holding this otpauth URI shows `offsetMs` from now. */
export function totpCode(otpauthUri: string, offsetMs = 0): string {
  const secret = new URL(otpauthUri).searchParams.get('secret') ?? '';
  return generateSync({ secret, epoch: Math.floor((Date.now() + offsetMs) / 1000) });
}
