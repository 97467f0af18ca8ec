import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { deriveSecret } from '../../platform/secrets';

/** How long a room ticket lasts: a long broadcast, watched start to end, needs no second password. */
export const TICKET_LIFETIME_SECONDS = 12 * 60 * 60;

/** Whom a ticket admits: a member, or a visitor by their client id cookie. */
export type Viewer = { kind: 'member'; memberId: number } | { kind: 'visitor'; clientId: string };

const viewerKey = (viewer: Viewer) => (viewer.kind === 'member' ? `m${viewer.memberId}` : `v${viewer.clientId}`);

/**
 * The room's password changes its fingerprint, so changing the password ends every ticket issued
 * under the old one; an adult room's fingerprint is constant.
 */
export const passwordFingerprint = (passwordHash: string | null) =>
  passwordHash ? createHash('sha256').update(passwordHash).digest('base64url').slice(0, 10) : 'open';

/**
 * Room tickets: `channelId.viewer.expires.signature`, HMAC-signed with a secret derived for this
 * purpose alone. Stateless, so any API or chat node checks one without a database read.
 */
export function liveTickets(tokenSecret: string) {
  const secret = deriveSecret(tokenSecret, 'live-ticket');
  const sign = (body: string, fingerprint: string) =>
    createHmac('sha256', secret).update(`${body}|${fingerprint}`).digest('base64url');

  return {
    issue(channelId: number, viewer: Viewer, fingerprint: string, lifetimeSeconds = TICKET_LIFETIME_SECONDS) {
      const expires = Math.floor(Date.now() / 1000) + lifetimeSeconds;
      const body = `${channelId}.${viewerKey(viewer)}.${expires}`;
      return { ticket: `${body}.${sign(body, fingerprint)}`, expiresAt: new Date(expires * 1000) };
    },
    /** True when the ticket admits this viewer to this channel under its current password, and has not expired. */
    admits(ticket: unknown, channelId: number, viewer: Viewer, fingerprint: string): boolean {
      if (typeof ticket !== 'string' || ticket.length > 200) return false;
      const parts = ticket.split('.');
      if (parts.length !== 4) return false;
      const [channel, key, expires, signature = ''] = parts;
      if (channel !== String(channelId) || key !== viewerKey(viewer)) return false;
      if (!/^\d{1,12}$/.test(expires ?? '') || Number(expires) * 1000 < Date.now()) return false;
      const expected = Buffer.from(sign(`${channel}.${key}.${expires}`, fingerprint));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type LiveTickets = ReturnType<typeof liveTickets>;
