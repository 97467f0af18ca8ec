import { channelStreamUrl, recordedStreamUrl } from './stream-urls';

const media = { publicUrl: 'https://media.example' };

test.each([
  ['HLS', { player: 'HLS', provider: 'llh', url: 'https://media.example/live/7.m3u8' }],
  ['HTML5', { player: 'HTML5', provider: 'llh', url: 'https://media.example/live/7.m3u8' }],
  ['BYTEPLUS', { player: 'BYTEPLUS', provider: 'bp_flv', url: 'https://media.example/live/7.flv' }],
  ['IVS', { player: 'HLS', provider: 'llh', url: 'https://media.example/live/7.m3u8' }],
  ['NCP', { player: 'HLS', provider: 'llh', url: 'https://media.example/live/7.m3u8' }],
] as const)('our own stream under %s', (player, expected) => {
  expect(channelStreamUrl(7, player, media)).toEqual(expected);
});

test('a configured IVS or BytePlus playback URL wins', () => {
  const ivs = { player: 'IVS', playbackUrl: 'https://abc.us-west-2.playback.live-video.net/api/video/v1/x.m3u8' };
  expect(channelStreamUrl(7, 'HLS', media, ivs)).toEqual({ player: 'IVS', provider: 'aws', url: ivs.playbackUrl });
  const bp = { player: 'BYTEPLUS', playbackUrl: 'https://pull.example/live/x.flv' };
  expect(channelStreamUrl(7, 'HLS', media, bp)).toEqual({
    player: 'BYTEPLUS',
    provider: 'bp_flv',
    url: bp.playbackUrl,
  });
});

test('an external entry of another player type is ignored', () => {
  expect(channelStreamUrl(7, 'HLS', media, { player: 'NCP', playbackUrl: 'https://x' }).url).toBe(
    'https://media.example/live/7.m3u8',
  );
});

test('a recording plays its VOD playlist from the media origin', () => {
  expect(recordedStreamUrl('/vod/12/index.m3u8', media)).toEqual({
    player: 'HLS',
    provider: 'llh',
    url: 'https://media.example/vod/12/index.m3u8',
  });
});
