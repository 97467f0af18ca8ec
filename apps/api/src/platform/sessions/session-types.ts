import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Me, UserType } from '@onair/contracts';

/**
 * Who made the request, from a valid access token; null for visitors. sessionVersion: the member's
 * session version when the token was signed (members.session_version); a block, a password change
 * or a withdrawal moves it on, and requireCurrent refuses the older tokens.
 */
export type SessionMember = { memberId: number; loginId: string; userType: UserType; sessionVersion: number };

/** New members come from ID signup, foreign signup and social signup alike. */
export type NewMember = {
  loginId: string;
  nickname: string;
  /** Already hashed (argon2id); null for social-only members. */
  passwordHash: string | null;
  brand: string;
  name?: string | null;
  phone?: string | null;
  countryCode?: string | null;
  foreigner?: boolean;
  gender?: 'M' | 'F' | null;
  birthday?: string | null;
  recommendId?: string | null;
  partnerCode?: string | null;
  marketingAgreed: boolean;
};

/** The one way a member comes to be signed in, whatever proved who they are. */
export type Sessions = {
  /** Issues an access token and a new refresh family, sets the cookies, records the login; answers the profile. */
  start(request: FastifyRequest, reply: FastifyReply, memberId: number, options: { keep: boolean }): Promise<Me>;
  /**
   * Ends every session of the member (password reset, withdrawal, blocking): their refresh tokens,
   * and through the session version their access tokens and chat sockets, at once.
   */
  revokeAll(memberId: number): Promise<void>;
  /**
   * Ends the member's access tokens and chat sockets at once (session version moved on, sockets
   * disconnected on every node). For a caller that bumped the version in its own statement (a
   * password change), pass bumped: true.
   */
  endAccess(memberId: number, options?: { bumped?: boolean }): Promise<void>;
  /**
   * Refuses a member whose token predates a password change or a withdrawal (401) or who is
   * blocked (403 ACCOUNT_BLOCKED, with the block's end in the message): one
   * database read, for the routes where it matters (money, messages), not on every request.
   */
  requireCurrent(member: SessionMember | null): Promise<SessionMember>;
  /** Where endAccess announces the members whose sessions ended (the chat disconnects their sockets). */
  readonly ended: SessionEnds;
  /** A fresh access token for the member (at their current session version) and their profile. */
  issueAccessToken(memberId: number, brand: string): Promise<{ profile: Me; accessToken: string }>;
  /** The profile the web shows for a member of this brand; another brand's member is an invalid token. */
  profileOf(memberId: number, brand: string): Promise<Me>;
  /** Creates a member; a taken ID or nickname answers 409 with the SPEC message. */
  createMember(member: NewMember): Promise<{ memberId: number }>;
};

/** Members whose sessions just ended, for whoever holds connections of theirs (the chat). */
export type SessionEnds = {
  publish(memberId: number): void;
  subscribe(listener: (memberId: number) => void): () => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
  }
  interface FastifyRequest {
    member: SessionMember | null;
  }
}
