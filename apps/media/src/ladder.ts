/**
 * The quality ladder (docs/media.md, "Quality ladder"): the source as it arrives (copied) plus
 * smaller renditions encoded from ONE decode of it, in one ffmpeg process.
 */

/** A rendition encoded from the source; its files are {broadcast dir}/{name}/index.m3u8 and seg-NNNNN.ts. */
export type Rendition = { name: string; width: number; height: number; videoKbps: number };

/** What a viewer can pick: the source (its own size) and the encoded renditions. */
export type LadderPlan = { source: { width: number; height: number }; renditions: Rendition[] };

/** Video bitrates for the usual heights (Twitch's and YouTube's live recommendations, rounded down). */
const KBPS_BY_HEIGHT: Record<number, number> = { 1080: 4500, 720: 2500, 480: 1200, 360: 700, 240: 400 };

/** The name of a rendition's directory and variant playlist: 720p. Never "source". */
export const RENDITION_NAME = /^\d{3,4}p$/;

function kbpsFor(height: number): number {
  return KBPS_BY_HEIGHT[height] ?? Math.round(height * 3.5);
}

/** An even width for the height at the source's aspect ratio (x264 wants even sizes). */
function widthFor(height: number, source: { width: number; height: number }): number {
  return Math.max(2, Math.round((source.width * height) / source.height / 2) * 2);
}

/**
 * The renditions worth making from this source: each configured height below the source's (never an
 * upscale, nor a copy at the same size), largest first, without repeats.
 */
export function planLadder(heights: readonly number[], source: { width: number; height: number }): LadderPlan {
  const wanted = [...new Set(heights)].filter((height) => Number.isInteger(height) && height >= 144 && height < source.height);
  wanted.sort((a, b) => b - a);
  return {
    source,
    renditions: wanted.map((height) => ({
      name: `${height}p`,
      height,
      width: widthFor(height, source),
      videoKbps: kbpsFor(height),
    })),
  };
}

/** HLS muxer options shared by every rendition: 1 s target segments cut at keyframes, an EVENT playlist. */
export function hlsOutput(dir: string): string[] {
  return [
    ['-muxdelay', '0', '-muxpreload', '0', '-f', 'hls', '-hls_time', '1', '-hls_list_size', '0'],
    ['-hls_playlist_type', 'event', '-hls_flags', 'independent_segments+temp_file'],
    ['-hls_segment_filename', `${dir}/seg-%05d.ts`, `${dir}/index.m3u8`],
  ].flat();
}

/**
 * One filter graph scales the decoded source down the ladder and splits it to each encoder; each puts a
 * keyframe exactly where the source has one (-force_key_frames source) and nowhere else (no scene-cut
 * keyframes, a GOP cap far above any encoder's), so every rendition is cut into segments at the same
 * moments as the copied source and a player switches between them at any segment boundary.
 * Audio is copied into every rendition (no audio encode).
 */
export function ladderOutputArgs(plan: LadderPlan, dir: string): string[] {
  const { renditions } = plan;
  const labels = renditions.map((rendition) => `[${rendition.name}]`);
  // A cascade, largest first: each rendition is scaled from the one above it (1080p to 720p, 720p to
  // 480p…), not every one from the source, so the smaller scalers read a fraction of the pixels.
  const graph = renditions
    .map((rendition, index) => {
      const input = index === 0 ? '[0:v:0]' : `[next${index}]`;
      const output = index === renditions.length - 1 ? labels[index] : `split=2${labels[index]}[next${index + 1}]`;
      return `${input}scale=${rendition.width}:${rendition.height}${index === renditions.length - 1 ? '' : ','}${output}`;
    })
    .join(';');
  return [
    ['-filter_complex', graph],
    ['-map', '0:v:0', '-map', '0:a?', '-c', 'copy', ...hlsOutput(dir)],
    ...renditions.map((rendition, index) => [
      ['-map', labels[index] ?? '', '-map', '0:a?', '-c:a', 'copy'],
      ...encoderArgs(rendition),
      ...hlsOutput(`${dir}/${rendition.name}`),
    ].flat()),
  ].flat();
}

/** One rendition's video encoder: the same in the ladder and in bench/ladder's one-process-each baseline. */
export function encoderArgs(rendition: Rendition): string[] {
  return [
    ['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-pix_fmt', 'yuv420p'],
    ['-b:v', `${rendition.videoKbps}k`, '-maxrate', `${rendition.videoKbps}k`, '-bufsize', `${rendition.videoKbps * 2}k`],
    ['-force_key_frames', 'source', '-sc_threshold', '0', '-g', '600'],
  ].flat();
}

/** Audio's share of a variant's BANDWIDTH, which counts every bit a player must fetch. */
const AUDIO_KBPS = 160;

/**
 * The master playlist of a live channel: the source first (hls.js starts on the first level unless
 * its bandwidth estimate says otherwise), then each rendition, largest first. URIs are relative to
 * /live/{channelId}.m3u8: {channelId}/{name}.m3u8.
 */
export function masterPlaylist(channelId: number, plan: LadderPlan, sourceKbps: number): string {
  const variant = (name: string, kbps: number, width: number, height: number) => [
    `#EXT-X-STREAM-INF:BANDWIDTH=${Math.round((kbps + AUDIO_KBPS) * 1000)},RESOLUTION=${width}x${height},NAME="${name}"`,
    `${channelId}/${name}.m3u8`,
  ];
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    ...variant('source', sourceKbps, plan.source.width, plan.source.height),
    ...plan.renditions.flatMap((rendition) => variant(rendition.name, rendition.videoKbps, rendition.width, rendition.height)),
    '',
  ].join('\n');
}
