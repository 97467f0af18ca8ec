import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { BrandCode, Me } from '@onair/contracts';
import { members, type Database } from '@onair/db';
import { memberRepository } from '../directory/index';
import type { AccessTokens } from '../../platform/sessions/access-tokens';
import { invalidTokenError } from '../../platform/sessions/auth-errors';
import { accountBlockedError } from '../../platform/sessions/member-restrictions';
import { insertMember } from './create-member';
import { toMe } from './member-profile';
import type { RefreshTokenStore } from './refresh-tokens';
import { setSessionCookies } from './session-cookies';
import { secondsUntil } from '../../platform/sessions/session-lifetimes';
import { sessionStandingReader } from './session-standing';
import type { SessionEnds, SessionMember, Sessions } from '../../platform/sessions/session-types';

function sessionEnds(): SessionEnds {
  const listeners = new Set<(memberId: number) => void>();
  return {
    publish: (memberId) => listeners.forEach((listener) => listener(memberId)),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function createSessions(db: Database, tokens: AccessTokens, refreshTokens: RefreshTokenStore): Sessions {
  const membersRepo = memberRepository(db);
  const standings = sessionStandingReader(db);
  const ended = sessionEnds();

  async function standingOf(memberId: number, brand: string) {
    const row = await membersRepo.profileRow(memberId);
    // A token can outlive its member's right to use it (withdrawn, blocked): treat it as invalid.
    // A member belongs to the brand they signed up on; another brand's site is another service.
    if (!row || row.withdrawnAt || row.blocked || row.brand !== brand) throw invalidTokenError();
    return { profile: toMe(row), sessionVersion: row.sessionVersion };
  }
  const profileOf = async (memberId: number, brand: string): Promise<Me> => (await standingOf(memberId, brand)).profile;

  async function endAccess(memberId: number, { bumped = false }: { bumped?: boolean } = {}) {
    if (!bumped) {
      await db
        .update(members)
        .set({ sessionVersion: sql`${members.sessionVersion} + 1` })
        .where(eq(members.memberId, memberId));
    }
    ended.publish(memberId);
  }

  async function issueAccessToken(memberId: number, brand: string) {
    const { profile, sessionVersion } = await standingOf(memberId, brand);
    const accessToken = await tokens.sign({
      memberId,
      loginId: profile.loginId,
      userType: profile.userType,
      brand: brand as BrandCode,
      sessionVersion,
    });
    return { profile, accessToken };
  }

  return {
    async start(request: FastifyRequest, reply: FastifyReply, memberId: number, { keep }: { keep: boolean }) {
      const { profile, accessToken } = await issueAccessToken(memberId, request.brand.code);
      const now = new Date();
      const refresh = await refreshTokens.startFamily(memberId, keep, now);
      setSessionCookies(request, reply, {
        accessToken,
        refreshToken: refresh.token,
        keep,
        maxAgeSeconds: secondsUntil(refresh.expiresAt, now),
      });
      await membersRepo.recordLogin(memberId, now);
      return profile;
    },
    async revokeAll(memberId) {
      await refreshTokens.revokeAllOf(memberId);
      await endAccess(memberId);
    },
    endAccess,
    async requireCurrent(member: SessionMember | null) {
      if (!member) throw invalidTokenError();
      const standing = await standings.standingOf(member.memberId);
      // A blocked member is told why and until when, not just signed out (docs/permissions.md).
      if (standing?.blocked) throw accountBlockedError(standing.blockedUntil);
      if (!standing || standing.withdrawn || standing.sessionVersion !== member.sessionVersion) {
        throw invalidTokenError();
      }
      return member;
    },
    ended,
    issueAccessToken,
    profileOf,
    createMember: (member) => db.transaction((tx) => insertMember(tx, member)),
  };
}
