import { parsePlaylist, playlistDuration, segmentsWithin, slidingWindow, withEndList } from './playlist';

const EVENT = [
  '#EXTM3U',
  '#EXT-X-VERSION:6',
  '#EXT-X-TARGETDURATION:2',
  '#EXT-X-MEDIA-SEQUENCE:0',
  '#EXT-X-PLAYLIST-TYPE:EVENT',
  '#EXT-X-INDEPENDENT-SEGMENTS',
  '#EXTINF:2.000000,',
  'seg-00000.ts',
  '#EXTINF:2.000000,',
  'seg-00001.ts',
  '#EXTINF:1.500000,',
  'seg-00002.ts',
  '',
].join('\n');

test('reads segments, their length and whether the playlist ended', () => {
  expect(parsePlaylist(EVENT).segments).toHaveLength(3);
  expect(playlistDuration(EVENT)).toBeCloseTo(5.5);
  expect(parsePlaylist(EVENT).ended).toBe(false);
  expect(parsePlaylist(withEndList(EVENT)).ended).toBe(true);
  expect(withEndList(withEndList(EVENT))).toBe(withEndList(EVENT));
});

test('the live window keeps the last segments, counts the sequence on and drops the EVENT type', () => {
  expect(slidingWindow(EVENT, 2, '../vod/9/')).toBe(
    [
      '#EXTM3U',
      '#EXT-X-VERSION:6',
      '#EXT-X-TARGETDURATION:2',
      '#EXT-X-INDEPENDENT-SEGMENTS',
      '#EXT-X-MEDIA-SEQUENCE:1',
      '#EXTINF:2.000000,',
      '../vod/9/seg-00001.ts',
      '#EXTINF:1.500000,',
      '../vod/9/seg-00002.ts',
      '',
    ].join('\n'),
  );
});

test('a discontinuity that left the window is still counted (DISCONTINUITY-SEQUENCE); one inside it stays in place', () => {
  const resumed = EVENT.replace('#EXTINF:2.000000,\nseg-00001.ts', '#EXT-X-DISCONTINUITY\n#EXTINF:2.000000,\nseg-00001.ts');
  const inside = slidingWindow(resumed, 2, '');
  expect(inside).not.toContain('#EXT-X-DISCONTINUITY-SEQUENCE');
  expect(inside).toContain('#EXT-X-MEDIA-SEQUENCE:1\n#EXT-X-DISCONTINUITY\n#EXTINF:2.000000,\nseg-00001.ts');
  const after = slidingWindow(resumed, 1, '');
  expect(after).toContain('#EXT-X-MEDIA-SEQUENCE:2\n#EXT-X-DISCONTINUITY-SEQUENCE:1\n#EXTINF:1.500000,\nseg-00002.ts');
  expect(after).not.toContain('#EXT-X-DISCONTINUITY\n');
});

test('a short playlist is kept whole', () => {
  expect(slidingWindow(EVENT, 6, '').match(/seg-/g)).toHaveLength(3);
});

test('the rewind window counts the newest segments that end within its seconds, never fewer than the live edge', () => {
  const durations = [2, 2, 2, 1.5, 2];
  expect(segmentsWithin(durations, 4, 1)).toBe(2);
  expect(segmentsWithin(durations, 5.5, 1)).toBe(3);
  expect(segmentsWithin(durations, 0, 3)).toBe(3);
  expect(segmentsWithin(durations, 3600, 3)).toBe(5);
});
