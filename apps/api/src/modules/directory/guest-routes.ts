import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, guestRoutes, type ChannelDetail, type ChannelPage } from '@onair/contracts';
import { registerRoute, toFastifyPath } from '../../platform/http/register-route';
import { ApiError } from '../../platform/http/errors';
import type { PlaybackGate } from '../live-auth/index';
import type { Repositories } from './repositories';
import type { GuestAnswerCache } from '../../platform/guest-cache/guest-answer-cache';
import { serializedCopies } from '../../platform/guest-cache/serialized-copies';
import { pageWithLiveViewers } from './channels';
import { liveViewerCount, noLiveViewers } from './live-viewers';

export function guestRoutesPlugin(
  app: FastifyInstance,
  { repos, playback, guestCache }: { repos: Repositories; playback: PlaybackGate; guestCache: GuestAnswerCache },
) {
  // Read per request: the chat, installed after these routes, decorates the app with it.
  const liveViewers = () => app.liveViewers ?? noLiveViewers;
  const homePages = serializedCopies<object>();
  const livePages = serializedCopies<object>();
  // A kept copy's text with the node's live counts laid over it: the routes' answer to guests, and the
  // fast path's (guest-fast-path.ts) to the next guests asking the same URL.
  const homePage = (stored: ChannelPage) => {
    const live = liveViewers();
    const counts = stored.items.map((channel) => liveViewerCount(channel, live)).join();
    return homePages(stored, counts, () => pageWithLiveViewers(stored, undefined, live));
  };
  const livePage = (stored: ChannelDetail) => {
    // The live page shows this count until its chat tells it the room's own.
    const viewerCount = liveViewerCount(stored, liveViewers());
    return livePages(stored, String(viewerCount), () => ({ ...stored, viewerCount }));
  };
  const keptLivePage = (copy: { channel: ChannelDetail }) => livePage(copy.channel);
  const listRoute = toFastifyPath(guestRoutes.listChannels.path);
  const detailRoute = toFastifyPath(guestRoutes.getChannelDetail.path);

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

  // A channel belongs to its owner's brand, as its detail and the chat decide. The list is the same
  // for every caller, so it is cached but for searches (their keys are whatever people type); the
  // node's live counts are laid over the copy on every request.
  registerRoute(app, guestRoutes.listChannels, async ({ query, request }) => {
    const brand = request.brand.code;
    if (query.keyword !== undefined) {
      return pageWithLiveViewers(await repos.channels.storedPage(query, brand), query.keyword, liveViewers());
    }
    const key = `channels|${brand}|${query.page}|${query.size}|${query.live ?? ''}`;
    const stored = await guestCache.read(key, () => repos.channels.storedPage(query, brand));
    guestCache.answerUrlFromCopy({ brand, url: request.url, route: listRoute }, key, homePage);
    return homePage(stored);
  });

  // The page of an adult or password room shows its door; the stream itself is only for those who passed it.
  // A guest without a ticket gets an open room's page from the cache: the same for every such guest.
  // Signed-in callers (their own following) and gated rooms (the door decides the stream) never do.
  registerRoute(app, guestRoutes.getChannelDetail, async ({ params, query, request }) => {
    const brand = request.brand.code;
    const memberId = request.member?.memberId ?? null;
    const read = () =>
      repos.channels.detail(params.channelId, brand, memberId, async (gate) => {
        const admission = await playback.admission(request, gate.channelId, query.ticket, gate);
        return admission instanceof ApiError ? null : admission;
      });
    const guest = memberId === null && query.ticket === undefined;
    const key = `channel|${brand}|${params.channelId}`;
    const found = guest ? await guestCache.read(key, read, (answer) => answer !== null && !answer.gated) : await read();
    if (!found) throw new ApiError(404, ERROR_CODES.notFound, 'channel.notFound');
    const stored = found.channel;
    // Only a kept copy is worth its text: a signed-in caller's or a ticket holder's answer is read
    // anew, and a gated room's is never kept, so never answered from the fast path either.
    if (!guest || found.gated) return { ...stored, viewerCount: liveViewerCount(stored, liveViewers()) };
    guestCache.answerUrlFromCopy({ brand, url: request.url, route: detailRoute }, key, keptLivePage);
    return livePage(stored);
  });

  registerRoute(app, guestRoutes.timeCheck, async () => ({ now: new Date().toISOString(), timezone: 'Asia/Seoul' }));
}
