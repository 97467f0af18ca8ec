import type { FastifyRequest } from 'fastify';
import { COOKIE_NAMES } from '@onair/contracts';
import type { PartnerRepository } from '../directory/index';

/** The partner a new member came from (the signup's pcode, else the cookie POST /api/partners set), if still active. */
export async function creditedPartner(pcode: string | undefined, request: FastifyRequest, partners: PartnerRepository): Promise<string | null> {
  const code = pcode || request.cookies[COOKIE_NAMES.partnerCode];
  if (!code || code.length > 40) return null;
  return partners.activeCode(code);
}
