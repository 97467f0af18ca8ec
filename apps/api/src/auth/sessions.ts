import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Me } from '@onair/contracts';
import type { Database } from '@onair/db';
import { memberRepository } from '../repositories/members';
import type { AccessTokens } from './access-tokens';
import { invalidTokenError } from './auth-errors';
import { insertMember } from './create-member';
import { toMe } from './member-profile';
import type { RefreshTokenStore } from './refresh-tokens';
import { setSessionCookies } from './session-cookies';
import { secondsUntil } from './session-lifetimes';
import type { Sessions } from './session-types';

export function createSessions(db: Database, tokens: AccessTokens, refreshTokens: RefreshTokenStore): Sessions {
  const membersRepo = memberRepository(db);

  async function profileOf(memberId: number, brand: string): Promise<Me> {
    const row = await membersRepo.profileRow(memberId);
    // A token can outlive its member's right to use it (withdrawn, blocked): treat it as invalid.
    // A member belongs to the brand they signed up on; another brand's site is another service.
    if (!row || row.withdrawnAt || row.blocked || row.brand !== brand) throw invalidTokenError();
    return toMe(row);
  }

  return {
    async start(request: FastifyRequest, reply: FastifyReply, memberId: number, { keep }: { keep: boolean }) {
      const profile = await profileOf(memberId, request.brand.code);
      const now = new Date();
      const refresh = await refreshTokens.startFamily(memberId, keep, now);
      const accessToken = await tokens.sign({
        memberId,
        loginId: profile.loginId,
        userType: profile.userType,
        brand: request.brand.code,
      });
      setSessionCookies(request, reply, {
        accessToken,
        refreshToken: refresh.token,
        keep,
        maxAgeSeconds: secondsUntil(refresh.expiresAt, now),
      });
      await membersRepo.recordLogin(memberId, now);
      return profile;
    },
    revokeAll: (memberId) => refreshTokens.revokeAllOf(memberId),
    profileOf,
    createMember: (member) => db.transaction((tx) => insertMember(tx, member)),
  };
}
