import { playbackTokens, tokenOfUrl } from '@onair/media-tokens';
import { grantPlayback } from '../live-auth/index';
import { channelStreamUrl, PLAYBACK_TOKEN_HOURS, recordedStreamUrl } from './stream-urls';

const media = { publicUrl: 'https://media.example', sharedSecret: 'stream-urls-test-secret' };
const tokens = playbackTokens(media.sharedSecret);
const withoutToken = (url: string) => url.split('?')[0];

test.each([
  ['HLS', { player: 'HLS', provider: 'llh', path: 'https://media.example/live/7.m3u8' }],
  ['HTML5', { player: 'HTML5', provider: 'llh', path: 'https://media.example/live/7.m3u8' }],
  ['BYTEPLUS', { player: 'BYTEPLUS', provider: 'bp_flv', path: 'https://media.example/live/7.flv' }],
  ['IVS', { player: 'HLS', provider: 'llh', path: 'https://media.example/live/7.m3u8' }],
  ['NCP', { player: 'HLS', provider: 'llh', path: 'https://media.example/live/7.m3u8' }],
] as const)('our own stream under %s, signed for that channel alone', (player, { path, ...expected }) => {
  const stream = channelStreamUrl(grantPlayback(7), player, media);
  expect(stream).toMatchObject(expected);
  expect(withoutToken(stream.url)).toBe(path);
  expect(tokens.opens(tokenOfUrl(stream.url), 'live/7')).toBe(true);
  expect(tokens.opens(tokenOfUrl(stream.url), 'live/8')).toBe(false);
});

test('a playback URL lasts at least six hours and stays the same within the hour', () => {
  const url = channelStreamUrl(grantPlayback(7), 'HLS', media).url;
  const expires = Number(tokenOfUrl(url)?.split('.')[0]) * 1000;
  expect(expires - Date.now()).toBeGreaterThanOrEqual(PLAYBACK_TOKEN_HOURS * 3_600_000);
  expect(expires - Date.now()).toBeLessThanOrEqual((PLAYBACK_TOKEN_HOURS + 1) * 3_600_000);
  expect(expires % 3_600_000).toBe(0);
  expect(channelStreamUrl(grantPlayback(7), 'HLS', media).url).toBe(url);
});

test('a configured IVS or BytePlus playback URL wins, as configured', () => {
  const ivs = { player: 'IVS', playbackUrl: 'https://abc.us-west-2.playback.live-video.net/api/video/v1/x.m3u8' };
  expect(channelStreamUrl(grantPlayback(7), 'HLS', media, ivs)).toEqual({ player: 'IVS', provider: 'aws', url: ivs.playbackUrl });
  const bp = { player: 'BYTEPLUS', playbackUrl: 'https://pull.example/live/x.flv' };
  expect(channelStreamUrl(grantPlayback(7), 'HLS', media, bp)).toEqual({
    player: 'BYTEPLUS',
    provider: 'bp_flv',
    url: bp.playbackUrl,
  });
});

test('an external entry of another player type is ignored', () => {
  const { url } = channelStreamUrl(grantPlayback(7), 'HLS', media, { player: 'NCP', playbackUrl: 'https://x' });
  expect(withoutToken(url)).toBe('https://media.example/live/7.m3u8');
});

test('a recording plays its VOD playlist from the media origin, signed for its broadcast', () => {
  const stream = recordedStreamUrl(grantPlayback(3), { channelId: 3, playlistPath: '/vod/12/index.m3u8' }, media);
  expect(stream).toMatchObject({ player: 'HLS', provider: 'llh' });
  expect(withoutToken(stream.url)).toBe('https://media.example/vod/12/index.m3u8');
  expect(tokens.opens(tokenOfUrl(stream.url), 'vod/12')).toBe(true);
  expect(tokens.opens(tokenOfUrl(stream.url), 'live/12')).toBe(false);
});

test('a recording is signed only for a caller admitted to its own channel', () => {
  expect(() => recordedStreamUrl(grantPlayback(4), { channelId: 3, playlistPath: '/vod/12/index.m3u8' }, media)).toThrow();
});
