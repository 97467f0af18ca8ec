import type { FastifyInstance } from 'fastify';
import type { BrandConfig } from '@onair/brand';
import { ERROR_CODES, channelProfileRoutes } from '@onair/contracts';
import { isAdultMember } from '../live-auth/index';
import type { Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import { ApiError } from '../../platform/http/errors';
import { requireOwner, standingIn } from '../../platform/permissions/channel-access';
import { channelNotFound } from '../../platform/permissions/refusals';
import { bankOf, channelFlags, settingsAnswer, updateChannelFlags, type FlagChanges } from './channel-settings';

const ownerOnly = () => new ApiError(403, ERROR_CODES.forbidden, 'channelProfile.ownerOnly');

export function channelSettingsRoutesPlugin(app: FastifyInstance, db: Database) {
  async function answerFor(channelId: number, ownerMemberId: number, isOwner: boolean, brand: BrandConfig) {
    const flags = await channelFlags(db, channelId);
    if (!flags) throw channelNotFound();
    // The bank account is the owner's withdrawal account: nobody else, operators included, sees it here.
    const bank = isOwner ? await bankOf(db, ownerMemberId) : null;
    return settingsAnswer(brand, channelId, flags, bank);
  }

  registerRoute(app, channelProfileRoutes.channelSettings, async ({ query, request }) => {
    if (query.channelId === undefined) return settingsAnswer(request.brand, null);
    const standing = await standingIn(db, query.channelId, request);
    return answerFor(standing.channelId, standing.ownerMemberId, standing.role === 'owner', request.brand);
  });

  registerRoute(app, channelProfileRoutes.updateChannelSettings, async ({ body, request }) => {
    const standing = await requireOwner(db, body.channelId, request, ownerOnly);
    const current = await channelFlags(db, body.channelId);
    if (!current) throw channelNotFound();
    const changes: FlagChanges = {
      ...(body.broadcast !== undefined && { broadcast: body.broadcast }),
      ...(body.adultBroadcast !== undefined && { adult: body.adultBroadcast }),
      ...(body.adultPlusBroadcast !== undefined && { adultPlusBroadcast: body.adultPlusBroadcast }),
      ...(body.isSnsLoginKakao !== undefined && { snsLoginKakao: body.isSnsLoginKakao }),
      ...(body.isSnsLoginNaver !== undefined && { snsLoginNaver: body.isSnsLoginNaver }),
      ...(body.isSnsLoginGoogle !== undefined && { snsLoginGoogle: body.isSnsLoginGoogle }),
      ...(body.isSnsLoginTwitch !== undefined && { snsLoginTwitch: body.isSnsLoginTwitch }),
    };
    const next = { ...current, ...changes };
    if (next.adultPlusBroadcast && !next.adult) {
      throw new ApiError(400, ERROR_CODES.validation, 'channelProfile.adultPlusNeedsAdult');
    }
    // Only a streamer whose identity verification said adult turns an adult broadcast on; turning it
    // off, or leaving it on, is always allowed.
    if (changes.adult && !current.adult && !(await isAdultMember(db, standing.ownerMemberId))) {
      throw new ApiError(403, ERROR_CODES.forbidden, 'channelProfile.adultNeedsAdultStreamer');
    }
    await updateChannelFlags(db, body.channelId, changes);
    return answerFor(standing.channelId, standing.ownerMemberId, true, request.brand);
  });
}
