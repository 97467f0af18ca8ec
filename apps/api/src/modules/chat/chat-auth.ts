import fastifyCookie from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io';
import { COOKIE_NAMES, NO_ACCESS_TOKEN, type BrandCode, type UserType } from '@onair/contracts';
import { members, type Database } from '@onair/db';
import { blockedNow, inForce } from '../../platform/sessions/member-restrictions';
import type { AccessTokens } from '../../platform/sessions/access-tokens';
import type { HandshakeAuth } from './chat-protocol';

/** Who is on the other end of a socket: a member, or null for a visitor (reads, never sends). */
export type ChatUser = {
  memberId: number;
  loginId: string;
  nickname: string;
  userType: UserType;
  /**
   * A brand-wide chat ban read at the handshake (until null: permanent). The console disconnects
   * the member's sockets when it bans or lifts, so a reconnect reads the new one.
   */
  chatBan?: { until: Date | null };
} | null;

/** What every socket carries from its handshake on (socket.data). */
export type ChatSocketData = { user: ChatUser; brand: BrandCode };

/** The connect_error message libs/chat's retry policy recognises (retried every 3 s, 10 times). */
export const UNAUTHORIZED = 'Unauthorized';

/**
 * The access token of a handshake: auth.token when the page passes it (the native app, or a web
 * page that holds it), else the HttpOnly onair_at cookie the browser sends with the handshake.
 * auth.type (oauth or empty) needs no different handling: social sign-ins get the same tokens.
 */
export function presentedChatToken(auth: HandshakeAuth, cookieHeader: string | undefined): string | null {
  if (typeof auth.token === 'string' && auth.token.trim() !== '') return auth.token.trim();
  if (!cookieHeader) return null;
  const cookie = fastifyCookie.parse(cookieHeader)[COOKIE_NAMES.accessToken];
  return cookie && cookie !== NO_ACCESS_TOKEN ? cookie : null;
}

/**
 * The handshake's user. No token: a visitor. A token that does not verify (expired, forged), whose
 * member can no longer sign in, or that predates the member's session version (a block, a password
 * change, a withdrawal): Unauthorized, so the client refreshes and retries. A valid
 * token of another brand's site makes a visitor here, as it does on the HTTP API.
 */
export async function resolveChatUser(
  token: string | null,
  brand: BrandCode,
  tokens: AccessTokens,
  db: Database,
): Promise<{ ok: true; user: ChatUser } | { ok: false }> {
  if (!token) return { ok: true, user: null };
  const claims = tokens.verify(token);
  if (!claims) return { ok: false };
  if (claims.brand !== brand) return { ok: true, user: null };
  // One read per connection: the nickname every message carries, and whether the account still stands.
  const [member] = await db
    .select({
      nickname: members.nickname,
      userType: members.userType,
      blocked: blockedNow,
      withdrawnAt: members.withdrawnAt,
      sessionVersion: members.sessionVersion,
      chatBanned: members.chatBanned,
      chatBannedUntil: members.chatBannedUntil,
    })
    .from(members)
    .where(eq(members.memberId, claims.memberId));
  if (!member || member.blocked || member.withdrawnAt || member.sessionVersion !== claims.sessionVersion) {
    return { ok: false };
  }
  return {
    ok: true,
    user: {
      memberId: claims.memberId,
      loginId: claims.loginId,
      nickname: member.nickname,
      userType: member.userType as UserType,
      ...(inForce(member.chatBanned, member.chatBannedUntil) ? { chatBan: { until: member.chatBannedUntil } } : {}),
    },
  };
}

/** socket.io middleware: sets socket.data, or refuses the connection with Unauthorized. */
export function chatAuthMiddleware(tokens: AccessTokens, db: Database, brandOf: (socket: Socket) => BrandCode) {
  return async (socket: Socket, next: (error?: Error) => void) => {
    try {
      const brand = brandOf(socket);
      const token = presentedChatToken((socket.handshake.auth ?? {}) as HandshakeAuth, socket.handshake.headers.cookie);
      const result = await resolveChatUser(token, brand, tokens, db);
      if (!result.ok) return next(new Error(UNAUTHORIZED));
      socket.data = { user: result.user, brand } satisfies ChatSocketData;
      next();
    } catch (error) {
      // A database hiccup is not the member's fault: not Unauthorized, so the page shows "disconnected".
      next(Object.assign(new Error('Unavailable'), { cause: error }));
    }
  };
}
