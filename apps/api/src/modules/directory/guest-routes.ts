import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, guestRoutes } from '@onair/contracts';
import { registerRoute } from '../../platform/http/register-route';
import { ApiError } from '../../platform/http/errors';
import type { PlaybackGate } from '../live-auth/index';
import type { Repositories } from './repositories';
import { liveViewerCount, noLiveViewers } from './live-viewers';

export function guestRoutesPlugin(app: FastifyInstance, { repos, playback }: { repos: Repositories; playback: PlaybackGate }) {
  // Read per request: the chat, installed after these routes, decorates the app with it.
  const liveViewers = () => app.liveViewers ?? noLiveViewers;

  registerRoute(app, guestRoutes.checkLoginId, async ({ params, request }) => ({
    msg: (await repos.members.loginIdTaken(request.brand.code, params.id)) ? ('exists' as const) : ('ok' as const),
  }));

  registerRoute(app, guestRoutes.checkNickname, async ({ params, request }) => ({
    msg: (await repos.members.nicknameTaken(request.brand.code, params.nickname))
      ? ('overlap' as const)
      : ('ok' as const),
  }));

  // Withdrawn members can be neither recommenders nor found: signup checks the recommender the same way.
  registerRoute(app, guestRoutes.findRecommender, async ({ params, request }) => ({
    msg: (await repos.members.activeLoginIdExists(request.brand.code, params.id))
      ? ('ok' as const)
      : ('notfound' as const),
  }));

  registerRoute(app, guestRoutes.findLoginId, async ({ params, request }) => ({
    msg: (await repos.members.activeLoginIdExists(request.brand.code, params.id))
      ? ('ok' as const)
      : ('notfound' as const),
  }));

  registerRoute(app, guestRoutes.checkRefcode, async ({ params }) => ({
    msg: (await repos.partners.activeCode(params.code)) ? ('ok' as const) : ('notfound' as const),
  }));

  // A channel belongs to its owner's brand, as its detail and the chat decide.
  registerRoute(app, guestRoutes.listChannels, async ({ query, request }) =>
    repos.channels.page(query, request.brand.code, liveViewers()),
  );

  // The page of an adult or password room shows its door; the stream itself is only for those who passed it.
  registerRoute(app, guestRoutes.getChannelDetail, async ({ params, query, request }) => {
    const stored = await repos.channels.detail(
      params.channelId,
      request.brand.code,
      request.member?.memberId ?? null,
      async (channelId) => {
        const admission = await playback.admission(request, channelId, query.ticket);
        return admission instanceof ApiError ? null : admission;
      },
    );
    if (!stored) throw new ApiError(404, ERROR_CODES.notFound, 'channel.notFound');
    // The live page shows this count until its chat tells it the room's own.
    return { ...stored, viewerCount: liveViewerCount(stored, liveViewers()) };
  });

  registerRoute(app, guestRoutes.timeCheck, async () => ({ now: new Date().toISOString(), timezone: 'Asia/Seoul' }));
}
