// The operator console's first super-admin for the e2e run, made by `npm run admin:create`'s
// command against the run's database before the API opens it (PGlite takes one process).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
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

/**
 * The super-admin the global setup made (Playwright hands its environment to the workers), or with
 * `spec`, that spec's own super-admin from the pool (makeConsoleAdminPool): one shared secret gives
 * one sign-in per 30 s step, so specs signing in one after another each waited for the next step.
 */
export function consoleAdmin(spec?: ConsoleSpec): ConsoleAdmin {
  if (spec) {
    const own = (JSON.parse(process.env[POOL_ENV] ?? '{}') as Partial<Record<ConsoleSpec, ConsoleAdmin>>)[spec];
    if (!own) throw new Error(`[e2e] no super-admin of ${spec} in ${POOL_ENV}: the global setup makes one per console spec`);
    return own;
  }
  const made = process.env[ENV];
  if (!made) throw new Error(`[e2e] ${ENV} is not set: the global setup makes the console's super-admin`);
  return JSON.parse(made) as ConsoleAdmin;
}

const POOL_ENV = 'ONAIR_E2E_CONSOLE_ADMIN_POOL';

/** The specs that sign in as a super-admin, each with an account of its own. */
export const CONSOLE_SPECS = [
  'admin-content',
  'admin-dashboard',
  'admin-maintenance',
  'admin-payouts',
  'admin-reports',
  'admin-walk',
  'operator-notices',
] as const;
export type ConsoleSpec = (typeof CONSOLE_SPECS)[number];

/**
 * Invites and enrols one super-admin per console spec, as a super-admin does in the console, once
 * the stack is up and the first super-admin has enrolled.
 */
export async function makeConsoleAdminPool(consoleBaseUrl: string): Promise<void> {
  const admin = consoleAdmin();
  const signIn = await postJson(`${consoleBaseUrl}/api/admin/session`, {
    login: admin.login,
    password: admin.password,
    code: await freshTotpCode(admin.otpauthUri),
  });
  if (signIn.status !== 200) throw new Error(`[e2e] the console's super-admin could not sign in: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const pool: Partial<Record<ConsoleSpec, ConsoleAdmin>> = {};
  for (const spec of CONSOLE_SPECS) {
    const login = `e2e.${spec}`;
    const invited = await postJson(
      `${consoleBaseUrl}/api/admin/staff`,
      { login, displayName: `E2E ${spec}`, role: 'super-admin', brands: 'all', reason: 'e2e: 명세별 관리자' },
      cookie,
    );
    if (invited.status !== 201) throw new Error(`[e2e] inviting ${login} failed: ${invited.status} ${await invited.text()}`);
    const { password, otpauthUri } = (await invited.json()) as { password: string; otpauthUri: string };
    pool[spec] = { login, password, otpauthUri };
    await enrol(consoleBaseUrl, pool[spec]);
  }
  process.env[POOL_ENV] = JSON.stringify(pool);
}

/** The code an authenticator app holding this otpauth URI shows `offsetMs` from now. */
export function totpCode(otpauthUri: string, offsetMs = 0): string {
  const secret = new URL(otpauthUri).searchParams.get('secret') ?? '';
  return generateSync({ secret, epoch: Math.floor((Date.now() + offsetMs) / 1000) });
}

const STEP_MS = 30_000;

/** The last time step this run spent for a secret, kept in a file: a failed test's worker is replaced. */
const spentStepFile = (secret: string) =>
  join(tmpdir(), `onair-e2e-totp-${createHash('sha256').update(secret).digest('hex').slice(0, 16)}`);

/**
 * A code the API has not taken yet. A staff code signs in once (a replay is refused, and counts
 * towards the sign-in lockout), and the specs share the command's super-admin, one after another
 * within seconds; so each code is of a later time step than the last one this run used, within
 * the one step either side the API accepts, waiting for the clock when that step is still ahead.
 */
export async function freshTotpCode(otpauthUri: string): Promise<string> {
  const secret = new URL(otpauthUri).searchParams.get('secret') ?? '';
  const file = spentStepFile(secret);
  const spent = existsSync(file) ? Number(readFileSync(file, 'utf8')) : Number.NEGATIVE_INFINITY;
  const step = Math.max(spent + 1, Math.floor(Date.now() / STEP_MS));
  // Accepted from one step before it begins; a second's margin for the request on its way.
  const acceptedFrom = (step - 1) * STEP_MS + 1_000;
  if (Date.now() < acceptedFrom) await new Promise((done) => setTimeout(done, acceptedFrom - Date.now()));
  writeFileSync(file, String(step));
  return generateSync({ secret, epoch: (step * STEP_MS) / 1000 });
}

/**
 * Enrols the super-admin's authenticator once, when the stack is up, so the specs only sign in:
 * each enrolment would spend a time step of the one secret every console spec shares.
 */
export async function enrolConsoleAdmin(consoleBaseUrl: string): Promise<void> {
  await enrol(consoleBaseUrl, consoleAdmin());
}

async function enrol(consoleBaseUrl: string, admin: ConsoleAdmin): Promise<void> {
  const answer = await postJson(`${consoleBaseUrl}/api/admin/enrolment`, {
    login: admin.login,
    password: admin.password,
    code: await freshTotpCode(admin.otpauthUri),
  });
  if (answer.status !== 200) throw new Error(`[e2e] the console's super-admin could not enrol: ${answer.status} ${await answer.text()}`);
}

/** A JSON POST to the console's API, with the staff session's cookie when given. */
function postJson(url: string, body: unknown, cookie?: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}
