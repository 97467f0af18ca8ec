import { MEDIA_ROUTES, MEDIA_SECRET_HEADER } from '../../streams/index';
import { consoleHeaders, type ConsoleApi } from './console-kit';
import type { TestStreamer } from './live-kit';

/** The media node the takedown tests play. */
const NODE = 'takedown-node';

/**
 * What the live-channel tests do, over the real routes: the media node's publish and heartbeat,
 * a streamer's key and going live, the public channel page, and the console's live routes.
 */
export function liveDesk(api: ConsoleApi) {
  /** The media node's side, over its real internal routes: what the API answers a publish and a heartbeat. */
  const media = (path: string, body: object) =>
    api.call('POST', path, {
      body: { nodeId: NODE, ...body },
      headers: { [MEDIA_SECRET_HEADER]: api.settings.media.sharedSecret },
    });
  const publish = async (key: string) => (await media(MEDIA_ROUTES.publish, { key })).body;
  const heartbeat = async (live: number[]) => (await media(MEDIA_ROUTES.heartbeat, { live })).body.drop as number[];

  const issueKey = async (streamer: TestStreamer) => {
    const answer = await api.call('POST', '/api/my/stream-key', { headers: streamer.headers });
    expect(answer.status).toBe(200);
    return answer.body.streamKey as string;
  };
  const streamKeyInfo = async (streamer: TestStreamer) =>
    (await api.call('GET', '/api/my/stream-key', { headers: streamer.headers })).body;
  const goLive = async (streamer: TestStreamer) => {
    const key = await issueKey(streamer);
    const decision = await publish(key);
    expect(decision).toMatchObject({ allowed: true, channelId: streamer.channelId });
    return { key, broadcastId: decision.broadcastId as number };
  };
  const isLive = async (channelId: number) =>
    (await api.call('GET', `/api/guest/channel/${channelId}`)).body.isLive as boolean;
  const act = (
    cookie: string,
    action: string,
    channelId: number,
    body: object = { reason: '운영정책 위반' },
    brand: 'onair' | 'mint' = 'onair',
  ) =>
    api.call('POST', `/api/admin/live/channels/${channelId}/${action}`, {
      headers: consoleHeaders(cookie, brand),
      body,
    });
  const list = (cookie: string, query = '', brand: 'onair' | 'mint' = 'onair') =>
    api.call('GET', `/api/admin/live/channels${query}`, { headers: consoleHeaders(cookie, brand) });
  return { media, publish, heartbeat, issueKey, streamKeyInfo, goLive, isLive, act, list };
}
