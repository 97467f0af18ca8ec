import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Me, UserType } from '@onair/contracts';

/** Who made the request, from a valid access token; null for visitors. */
export type SessionMember = { memberId: number; loginId: string; userType: UserType };

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
  /** Ends every session of the member (password reset, withdrawal, blocking). */
  revokeAll(memberId: number): Promise<void>;
  /** The profile the web shows for a member of this brand; another brand's member is an invalid token. */
  profileOf(memberId: number, brand: string): Promise<Me>;
  /** Creates a member; a taken ID or nickname answers 409 with the SPEC message. */
  createMember(member: NewMember): Promise<{ memberId: number }>;
};

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
  }
  interface FastifyRequest {
    member: SessionMember | null;
  }
}
