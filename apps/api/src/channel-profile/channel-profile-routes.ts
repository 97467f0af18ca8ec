import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CHANNEL_PROFILE_MESSAGES, ERROR_CODES, channelProfileRoutes } from '@onair/contracts';
import { channels, type Database } from '@onair/db';
import { registerRoute } from '../contract/register-route';
import { memberOf } from '../money/member-of';
import { ApiError } from '../errors';
import { requireOwner } from '../permissions/channel-access';
import { channelNotFound } from '../permissions/refusals';
import { channelProfile, ownChannelId } from './channel-profile-query';

const ownerOnly = () => new ApiError(403, ERROR_CODES.forbidden, CHANNEL_PROFILE_MESSAGES.ownerOnly);

export function channelProfileRoutesPlugin(app: FastifyInstance, db: Database) {
  registerRoute(app, channelProfileRoutes.guestChannelProfile, async ({ params, request }) => {
    const profile = await channelProfile(db, params.channelId, request.brand.code);
    if (!profile) throw channelNotFound();
    return profile;
  });

  registerRoute(app, channelProfileRoutes.myChannelProfile, async ({ request }) => {
    const channelId = await ownChannelId(db, memberOf(request).memberId);
    const profile = channelId === null ? null : await channelProfile(db, channelId, request.brand.code);
    if (!profile) throw new ApiError(404, ERROR_CODES.notFound, CHANNEL_PROFILE_MESSAGES.noChannel);
    return profile;
  });

  registerRoute(app, channelProfileRoutes.updateChannelProfile, async ({ body, files, request }) => {
    await requireOwner(db, body.channelId, request, ownerOnly);
    const profileImage = files['profileImage']?.[0];
    const bannerImage = files['bannerImage']?.[0];
    await db
      .update(channels)
      .set({
        name: body.name,
        description: body.description,
        // A new file wins over its remove flag; neither leaves the image as it is.
        ...(profileImage
          ? { profileImageUrl: profileImage.url }
          : body.removeProfileImage
            ? { profileImageUrl: null }
            : {}),
        ...(bannerImage ? { bannerImageUrl: bannerImage.url } : body.removeBannerImage ? { bannerImageUrl: null } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(channels.channelId, body.channelId));
    const profile = await channelProfile(db, body.channelId, request.brand.code);
    if (!profile) throw channelNotFound();
    return profile;
  });
}
