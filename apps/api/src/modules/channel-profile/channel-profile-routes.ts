import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CHANNEL_ALREADY_OPEN_CODE,
  CHANNEL_PROFILE_MESSAGES,
  ERROR_CODES,
  channelProfileRoutes,
  type ChannelProfile,
} from '@onair/contracts';
import { channels, type Database } from '@onair/db';
import type { GuestAnswerCache } from '../../platform/guest-cache/guest-answer-cache';
import { serializedCopies } from '../../platform/guest-cache/serialized-copies';
import { registerRoute, toFastifyPath } from '../../platform/http/register-route';
import { memberOf } from '../../platform/sessions/member-of';
import { ApiError, validationError } from '../../platform/http/errors';
import { requireOwner } from '../../platform/permissions/channel-access';
import { channelNotFound } from '../../platform/permissions/refusals';
import { channelProfile, ownChannelId } from './channel-profile-query';

const ownerOnly = () => new ApiError(403, ERROR_CODES.forbidden, 'channelProfile.ownerOnly');

export function channelProfileRoutesPlugin(app: FastifyInstance, db: Database, guestCache: GuestAnswerCache) {
  const profiles = serializedCopies<object>();
  const sent = (profile: ChannelProfile) => profiles(profile, '', () => profile);
  const profileRoute = toFastifyPath(channelProfileRoutes.guestChannelProfile.path);
  // The same for every caller of the brand: answered from the node's copy (about a second old at most),
  // and the next guests asking this URL straight from it (guest-fast-path.ts).
  registerRoute(app, channelProfileRoutes.guestChannelProfile, async ({ params, request }) => {
    const brand = request.brand.code;
    const key = `profile|${brand}|${params.channelId}`;
    const profile = await guestCache.read(
      key,
      () => channelProfile(db, params.channelId, brand),
      (found) => found !== null,
    );
    if (!profile) throw channelNotFound();
    guestCache.answerUrlFromCopy({ brand, url: request.url, route: profileRoute }, key, sent);
    return sent(profile);
  });

  registerRoute(app, channelProfileRoutes.myChannelProfile, async ({ request }) => {
    const channelId = await ownChannelId(db, memberOf(request).memberId);
    const profile = channelId === null ? null : await channelProfile(db, channelId, request.brand.code);
    if (!profile) throw new ApiError(404, ERROR_CODES.notFound, 'channelProfile.noChannel');
    return profile;
  });

  // Any member may open their channel, as on CHZZK (docs/permissions.md): the unique owner keeps it to one,
  // so two tries at once still make one channel and the other hears 409. The agreement to the broadcast
  // rules is kept with its time (the web's form asks for it; docs/media.md, "Opening a channel").
  registerRoute(app, channelProfileRoutes.openChannel, async ({ body, request }) => {
    // The shape keeps the agreement optional for the OpenAPI document's older readers; a channel
    // is never opened without it (issue 24: opening requires agreeing to the broadcast rules).
    if (body.broadcastRulesAgreed !== true) {
      const message = CHANNEL_PROFILE_MESSAGES.broadcastRulesRequired;
      throw validationError([{ field: 'broadcastRulesAgreed', in: 'body', message }]);
    }
    const [opened] = await db
      .insert(channels)
      .values({
        ownerMemberId: memberOf(request).memberId,
        name: body.name,
        broadcastRulesAgreedAt: sql`now()`,
      })
      .onConflictDoNothing({ target: channels.ownerMemberId })
      .returning({ channelId: channels.channelId });
    if (!opened) throw new ApiError(409, CHANNEL_ALREADY_OPEN_CODE, 'channelProfile.alreadyOpen');
    const profile = await channelProfile(db, opened.channelId, request.brand.code);
    if (!profile) throw channelNotFound();
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
