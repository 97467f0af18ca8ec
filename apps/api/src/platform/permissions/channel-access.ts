import type { FastifyRequest } from 'fastify';
import type { Database } from '@onair/db';
import { channelStanding, runsChannel, type ChannelStanding } from './channel-role';
import { channelNotFound, notAllowed } from './refusals';

/** The caller's standing in a channel of the request's brand; 404 when there is no such channel here. */
export async function standingIn(db: Database, channelId: number, request: FastifyRequest): Promise<ChannelStanding> {
  const standing = await channelStanding(db, channelId, request.brand.code, request.member);
  if (!standing) throw channelNotFound();
  return standing;
}

/** Only the channel's owner: its profile and settings are the streamer's own. */
export async function requireOwner(db: Database, channelId: number, request: FastifyRequest, refusal = notAllowed) {
  const standing = await standingIn(db, channelId, request);
  if (standing.role !== 'owner') throw refusal();
  return standing;
}

/** The owner, a manager of the channel or an operator: notices, pins, board settings. */
export async function requireRunsChannel(db: Database, channelId: number, request: FastifyRequest) {
  const standing = await standingIn(db, channelId, request);
  if (!runsChannel(standing.role)) throw notAllowed();
  return standing;
}
