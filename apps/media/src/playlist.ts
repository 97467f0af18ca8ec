/** The fewest segments a live playlist has: the live edge a player starts from, whatever the rewind window. */
export const LIVE_EDGE_SEGMENTS = 6;

/** One media segment of an HLS playlist: its #EXTINF duration, the tags before it and its URI. */
type Segment = { duration: number; lines: string[] };

type Parsed = { header: string[]; mediaSequence: number; segments: Segment[]; ended: boolean };

/** Reads ffmpeg's HLS playlist (EVENT type: every segment so far, ENDLIST once finished). */
export function parsePlaylist(text: string): Parsed {
  const header: string[] = [];
  const segments: Segment[] = [];
  let mediaSequence = 0;
  let ended = false;
  let pending: string[] = [];
  let duration = 0;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    if (line === '#EXT-X-ENDLIST') {
      ended = true;
    } else if (line.startsWith('#EXT-X-MEDIA-SEQUENCE:')) {
      mediaSequence = Number(line.slice('#EXT-X-MEDIA-SEQUENCE:'.length)) || 0;
    } else if (line.startsWith('#EXTINF:')) {
      duration = Number.parseFloat(line.slice('#EXTINF:'.length)) || 0;
      pending.push(line);
    } else if (!line.startsWith('#')) {
      segments.push({ duration, lines: [...pending, line] });
      pending = [];
      duration = 0;
    } else if (
      segments.length === 0 &&
      pending.length === 0 &&
      !line.startsWith('#EXT-X-DISCONTINUITY') &&
      !line.startsWith('#EXT-X-PROGRAM-DATE-TIME')
    ) {
      header.push(line);
    } else {
      pending.push(line);
    }
  }
  return { header, mediaSequence, segments, ended };
}

/** Seconds of media in the playlist. */
export function playlistDuration(text: string): number {
  return parsePlaylist(text).segments.reduce((sum, segment) => sum + segment.duration, 0);
}

/**
 * How many of the newest segments lie within `seconds` of the live edge (a segment counts when it
 * ends inside the window): the rewind window (docs/media.md, "Rewind"). Never fewer than `minimum`
 * (the live edge a player needs), nor more than there are.
 */
export function segmentsWithin(durations: readonly number[], seconds: number, minimum: number): number {
  let total = 0;
  let count = 0;
  for (let index = durations.length - 1; index >= 0; index -= 1) {
    total += durations[index] ?? 0;
    if (total > seconds + 0.001) break;
    count += 1;
  }
  return Math.min(durations.length, Math.max(count, minimum));
}

/**
 * The live playlist viewers get: the last `windowSize` segments (a sliding window, as a live HLS
 * playlist is), with URIs made relative to where it is served (uriPrefix).
 */
export function slidingWindow(text: string, windowSize: number, uriPrefix: string): string {
  const parsed = parsePlaylist(text);
  const kept = parsed.segments.slice(-windowSize);
  const dropped = parsed.segments.slice(0, parsed.segments.length - kept.length);
  const sequence = parsed.mediaSequence + dropped.length;
  // A discontinuity (the source remuxed anew after a failed ladder, hls-remux.ts) that left the window
  // is still counted, or a player's numbering of the segments after it would change under it.
  const discontinuities = dropped.filter((segment) => segment.lines.some((line) => line.startsWith('#EXT-X-DISCONTINUITY'))).length;
  const header = parsed.header.filter(
    (line) => !line.startsWith('#EXT-X-PLAYLIST-TYPE') && !line.startsWith('#EXT-X-MEDIA-SEQUENCE'),
  );
  const body = kept.flatMap((segment) =>
    segment.lines.map((line) => (line.startsWith('#') ? line : `${uriPrefix}${line}`)),
  );
  return [
    ...header,
    `#EXT-X-MEDIA-SEQUENCE:${sequence}`,
    ...(discontinuities > 0 ? [`#EXT-X-DISCONTINUITY-SEQUENCE:${discontinuities}`] : []),
    ...body,
    ...(parsed.ended ? ['#EXT-X-ENDLIST'] : []),
    '',
  ].join('\n');
}

/** A finished recording's playlist: ffmpeg writes ENDLIST when it exits cleanly; a killed one did not. */
export function withEndList(text: string): string {
  if (parsePlaylist(text).ended) return text;
  return `${text.replace(/\n*$/, '\n')}#EXT-X-ENDLIST\n`;
}
