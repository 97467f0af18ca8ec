import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { staffAccounts, staffSessions, type Database } from '@onair/db';
import { ApiError } from '../../platform/http/errors';
import { randomToken, sha256Hex } from '../../platform/secrets';
import type { Clock } from './clock';
import type { StaffRow } from './staff-view';

export const STAFF_COOKIE = 'onair_staff';
/** A console session ends after this long without a request. */
export const STAFF_IDLE_MS = 30 * 60_000;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** Only the console's routes ever see it, never from another site, never readable by a page script. */
const cookieOptions = (request: FastifyRequest) => ({
  path: '/api/admin',
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: !LOOPBACK_HOSTS.has(request.hostname.toLowerCase()),
});

export const signInRequired = () => new ApiError(401, 'STAFF_SIGN_IN_REQUIRED', 'admin.signInRequired');

export function staffSessionStore(db: Database, now: Clock) {
  return {
    async start(request: FastifyRequest, reply: FastifyReply, staffId: number) {
      const token = randomToken();
      await db.insert(staffSessions).values({ tokenHash: sha256Hex(token), staffId, lastSeenAt: new Date(now()) });
      reply.setCookie(STAFF_COOKIE, token, cookieOptions(request));
    },

    /** The caller's account, its session's idle time renewed; refuses a missing, ended or idle session. */
    async resume(request: FastifyRequest): Promise<StaffRow> {
      const token = request.cookies[STAFF_COOKIE];
      if (!token) throw signInRequired();
      const tokenHash = sha256Hex(token);
      const [found] = await db
        .select({ session: staffSessions, staff: staffAccounts })
        .from(staffSessions)
        .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
        .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.endedAt)));
      if (!found || found.staff.status !== 'active') throw signInRequired();
      const at = now();
      if (at - found.session.lastSeenAt.getTime() > STAFF_IDLE_MS) {
        await db
          .update(staffSessions)
          .set({ endedAt: new Date(at) })
          .where(eq(staffSessions.tokenHash, tokenHash));
        throw new ApiError(401, 'STAFF_SESSION_EXPIRED', 'admin.sessionExpired');
      }
      await db
        .update(staffSessions)
        .set({ lastSeenAt: new Date(at) })
        .where(eq(staffSessions.tokenHash, tokenHash));
      return found.staff;
    },

    async end(request: FastifyRequest, reply: FastifyReply) {
      const token = request.cookies[STAFF_COOKIE];
      if (token) {
        await db
          .update(staffSessions)
          .set({ endedAt: new Date(now()) })
          .where(and(eq(staffSessions.tokenHash, sha256Hex(token)), isNull(staffSessions.endedAt)));
      }
      reply.clearCookie(STAFF_COOKIE, cookieOptions(request));
    },
  };
}

export type StaffSessionStore = ReturnType<typeof staffSessionStore>;
