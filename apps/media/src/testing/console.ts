import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { generateSync } from 'otplib';

const ROOT = resolve(import.meta.dirname, '../../../..');

export type ConsoleAccount = { login: string; password: string; secret: string };

/**
 * A staff account made as an operator makes the first one (`npm run admin:create`), in the API's
 * embedded database before the API opens it: its generated password and authenticator secret.
 */
export function createStaffAccount(env: Record<string, string>, login: string, role: string, brands: string) {
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/api/src/modules/admin/create-staff-cli.ts',
      '--login',
      login,
      '--role',
      role,
      '--brands',
      brands,
    ],
    { cwd: ROOT, env: { ...process.env, NODE_ENV: 'development', ...env }, encoding: 'utf8' },
  );
  const password = /Password\s+(\S+)/.exec(run.stdout)?.[1];
  const uri = /Authenticator\s+(\S+)/.exec(run.stdout)?.[1];
  if (run.status !== 0 || !password || !uri) throw new Error(`admin:create failed: ${run.stdout}${run.stderr}`);
  return { login, password, secret: new URL(uri).searchParams.get('secret') ?? '' };
}

const codeAt = (secret: string, ms: number) => generateSync({ secret, epoch: Math.floor(ms / 1000) });

/**
 * Enrols the account (the previous step's code, which the API still accepts) and signs it in with
 * the current one, so no wait for a fresh code; answers the staff cookie.
 */
export async function staffCookie(apiUrl: string, account: ConsoleAccount): Promise<string> {
  const post = (path: string, code: string) =>
    fetch(`${apiUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: account.login, password: account.password, code }),
    });
  const enrolled = await post('/api/admin/enrolment', codeAt(account.secret, Date.now() - 30_000));
  if (enrolled.status !== 200) throw new Error(`enrolment refused: ${await enrolled.text()}`);
  const signedIn = await post('/api/admin/session', codeAt(account.secret, Date.now()));
  if (signedIn.status !== 200) throw new Error(`sign-in refused: ${await signedIn.text()}`);
  return signedIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}
