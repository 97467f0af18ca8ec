import { spawnSync } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ClipSpanError, cutClip, segmentsForSpan } from './clip-cutter';
import { requireFfmpeg } from './testing/ffmpeg';

/** ffprobe's reading of a file: its container duration and its streams' codecs. */
function probe(path: string) {
  const run = spawnSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration,format_name:stream=codec_type', '-of', 'json', path], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  const parsed = JSON.parse(run.stdout) as { format: { duration: string; format_name: string }; streams: Array<{ codec_type: string }> };
  return { duration: Number(parsed.format.duration), format: parsed.format.format_name, streams: parsed.streams.map((s) => s.codec_type).sort() };
}

/** A broadcast's HLS files as the remux writes them: 1 s keyframe interval, 1 s segments, H.264 + AAC. */
const KEYFRAME_SECONDS = 1;

describe('a clip cut from a broadcast\'s segments (real ffmpeg, -c copy)', () => {
  let dir: string;
  let playlist: string;
  const open = async (name: string) => createReadStream(join(dir, name));

  beforeAll(async () => {
    requireFfmpeg();
    dir = await mkdtemp(join(tmpdir(), 'onair-clip-'));
    const made = spawnSync(
      'ffmpeg',
      [
        ['-hide_banner', '-loglevel', 'error', '-nostdin'],
        ['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15', '-f', 'lavfi', '-i', 'sine', '-t', '20'],
        ['-c:v', 'libx264', '-preset', 'ultrafast', '-g', String(15 * KEYFRAME_SECONDS), '-c:a', 'aac'],
        ['-f', 'hls', '-hls_time', '1', '-hls_list_size', '0', '-hls_playlist_type', 'event'],
        ['-hls_segment_filename', join(dir, 'seg-%05d.ts'), join(dir, 'index.m3u8')],
      ].flat(),
      { encoding: 'utf8' },
    );
    if (made.status !== 0) throw new Error(made.stderr);
    playlist = await readFile(join(dir, 'index.m3u8'), 'utf8');
  }, 60_000);
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  test('a replay span: the MP4 lasts the asked length, longer by at most one keyframe interval', async () => {
    const cut = segmentsForSpan(playlist, { startSeconds: 5.5, durationSeconds: 7 });
    expect(cut.startSeconds).toBeLessThanOrEqual(5.5);
    expect(cut.startSeconds).toBeGreaterThan(5.5 - KEYFRAME_SECONDS - 0.01);
    const target = join(dir, 'replay.mp4');
    await cutClip(open, cut, target);
    const read = probe(target);
    expect(read.format).toContain('mp4');
    expect(read.streams).toEqual(['audio', 'video']);
    expect(read.duration).toBeGreaterThanOrEqual(7 - 0.1);
    expect(read.duration).toBeLessThanOrEqual(7 + KEYFRAME_SECONDS + 0.1);
  }, 30_000);

  test('a live span, ending behind the newest segment: same length rule', async () => {
    const cut = segmentsForSpan(playlist, { behindLiveSeconds: 2, durationSeconds: 5 });
    const target = join(dir, 'live.mp4');
    await cutClip(open, cut, target);
    const read = probe(target);
    expect(read.duration).toBeGreaterThanOrEqual(5 - 0.1);
    expect(read.duration).toBeLessThanOrEqual(5 + KEYFRAME_SECONDS + 0.1);
  }, 30_000);

  test('a span past the end or before the start is refused', () => {
    expect(() => segmentsForSpan(playlist, { startSeconds: 16, durationSeconds: 10 })).toThrow(ClipSpanError);
    expect(() => segmentsForSpan(playlist, { behindLiveSeconds: 18, durationSeconds: 5 })).toThrow(ClipSpanError);
  });
});
