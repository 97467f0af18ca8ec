import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminRoutes } from '@onair/contracts';
import type { Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import { ApiError } from '../../platform/http/errors';
import { verifyPassword } from '../../platform/passwords/passwords';
import { writeAudit } from './audit-writer';
import type { Clock } from './clock';
import { openSecret } from './sealed-secrets';
import type { StaffSessionStore } from './staff-sessions';
import { findStaff, updateStaff } from './staff-store';
import { staffOf } from './staff-guard';
import {
  clearStaffFailures,
  recordStaffFailure,
  signInLockedError,
  STAFF_LOCKOUT,
  staffLockedUntil,
} from './staff-lockout';
import { matchingTotpStep } from './totp';
import { staffView, type StaffRow } from './staff-view';

const invalidCredentials = () => new ApiError(401, 'STAFF_INVALID_CREDENTIALS', 'admin.invalidCredentials');

type Deps = { db: Database; tokenSecret: string; now: Clock; sessions: StaffSessionStore };

/**
 * The account whose password and current code these are, the code's time step recorded so it
 * signs in once. Every miss answers the same words, so a caller learns nothing about which part
 * was wrong; only a replayed right code is named, so staff know to wait for the next one.
 */
async function checkedStaff({ db, tokenSecret, now }: Deps, body: { login: string; password: string; code: string }) {
  const row = await findStaff(db, { login: body.login });
  if (!(await verifyPassword(row?.passwordHash, body.password)) || !row) throw invalidCredentials();
  const step = matchingTotpStep(openSecret(tokenSecret, row.totpSecret), body.code, now());
  if (step === null) throw invalidCredentials();
  if (row.lastTotpStep !== null && step <= row.lastTotpStep)
    throw new ApiError(401, 'STAFF_CODE_USED', 'admin.codeAlreadyUsed');
  return { row, step };
}

const addressOf = (request: FastifyRequest) => request.ip;

const COUNTED_FAILURES = new Set(['STAFF_INVALID_CREDENTIALS', 'STAFF_CODE_USED']);

/**
 * checkedStaff behind the lockout (docs/permissions.md, "Operator console"): a locked login is
 * refused before its password is looked at; a wrong password or code counts, and the fifth in 15
 * minutes locks the login for 15 minutes, answered with the lock and written to the audit log in
 * the same transaction as the lock. A success starts the count again.
 */
async function lockoutCheckedStaff(
  deps: Deps,
  body: { login: string; password: string; code: string },
  request: FastifyRequest,
) {
  const { db, now } = deps;
  const at = new Date(now());
  const locked = await staffLockedUntil(db, body.login, at);
  if (locked) throw signInLockedError(locked);
  try {
    const checked = await checkedStaff(deps, body);
    await clearStaffFailures(db, body.login);
    return checked;
  } catch (error) {
    if (!(error instanceof ApiError) || !COUNTED_FAILURES.has(error.code)) throw error;
    const lockedUntil = await db.transaction(async (tx) => {
      const { failures, lockedUntil: until } = await recordStaffFailure(tx, body.login, at);
      // Only the failure that locked it is audited; one racing it finds the lock already there.
      if (until && failures === STAFF_LOCKOUT.failures) {
        const account = await findStaff(tx, { login: body.login });
        await writeAudit(tx, {
          staffId: account?.id ?? null,
          staffAddress: addressOf(request),
          action: 'staff.signInLocked',
          targetKind: 'staff-login',
          targetId: body.login,
          after: { lockedUntil: until.toISOString() },
          at,
        });
      }
      return until;
    });
    throw lockedUntil ? signInLockedError(lockedUntil) : error;
  }
}

export function sessionRoutes(app: FastifyInstance, deps: Deps) {
  const { db, now, sessions } = deps;

  registerRoute(app, adminRoutes.signIn, async ({ body, request, reply }) => {
    const { row, step } = await lockoutCheckedStaff(deps, body, request);
    if (row.status === 'enrolling') throw new ApiError(403, 'STAFF_NOT_ENROLLED', 'admin.notEnrolled');
    if (row.status !== 'active') throw new ApiError(403, 'STAFF_DISABLED', 'admin.disabled');
    const at = new Date(now());
    const signedIn = await db.transaction(async (tx) => {
      const updated = await updateStaff(tx, row.id, { lastTotpStep: step }, at);
      await writeAudit(tx, {
        staffId: row.id,
        staffAddress: addressOf(request),
        action: 'staff.signIn',
        targetKind: 'staff',
        targetId: row.id,
        at,
      });
      return updated;
    });
    await sessions.start(request, reply, row.id);
    return staffView(signedIn);
  });

  registerRoute(app, adminRoutes.enrol, async ({ body, request }) => {
    const { row, step } = await lockoutCheckedStaff(deps, body, request);
    if (row.status !== 'enrolling') throw new ApiError(409, 'STAFF_ALREADY_ENROLLED', 'admin.alreadyEnrolled');
    const at = new Date(now());
    const enrolled: StaffRow = await db.transaction(async (tx) => {
      const updated = await updateStaff(tx, row.id, { status: 'active', lastTotpStep: step }, at);
      await writeAudit(tx, {
        staffId: row.id,
        staffAddress: addressOf(request),
        action: 'staff.enrol',
        targetKind: 'staff',
        targetId: row.id,
        before: { status: row.status },
        after: { status: updated.status },
        at,
      });
      return updated;
    });
    return staffView(enrolled);
  });

  registerRoute(app, adminRoutes.signOut, async ({ request, reply }) => {
    await sessions.end(request, reply);
    return { ok: true as const };
  });

  registerRoute(app, adminRoutes.me, async ({ request }) => staffView(staffOf(request)));
}
