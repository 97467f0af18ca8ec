import { withSegmentToken } from './playlist-token';

test('every segment URI carries the token; tags and blank lines are left as they are', () => {
  const playlist = [
    '#EXTM3U',
    '#EXT-X-TARGETDURATION:2',
    '#EXTINF:2.0,',
    '../vod/3/seg-00001.ts',
    '#EXTINF:2.0,',
    'seg-00002.ts?x=1',
    '',
  ].join('\n');
  expect(withSegmentToken(playlist, '99.sig-_A').split('\n')).toEqual([
    '#EXTM3U',
    '#EXT-X-TARGETDURATION:2',
    '#EXTINF:2.0,',
    '../vod/3/seg-00001.ts?token=99.sig-_A',
    '#EXTINF:2.0,',
    'seg-00002.ts?x=1&token=99.sig-_A',
    '',
  ]);
});
