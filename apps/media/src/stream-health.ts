import type { StreamHealth } from '@onair/contracts';

/** One packet as the ingest received it: its stream, decode time (ms), size, keyframe flag and arrival. */
type Packet = { stream: number; dtsMs: number; bytes: number; key: boolean; at: number };
type StreamInfo = { mediaType: string; codec: string; width: number; height: number; sampleRate: number; msPerTick: number };

/** Keyframes remembered beyond the window: a 4 s GOP shows only two or three in it. */
const KEYFRAMES_KEPT = 6;

const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * Measures a live stream from ffmpeg's framecrc listing of the packets it copies (docs/media.md,
 * "Stream health"): the header names each stream's codec, size and time base, and every line one
 * packet with its decode time, size and flags (F=0x0 on a packet that is not a keyframe). So what is
 * measured is what reached the media node, not what the encoder says it sends.
 */
export function createHealthMeter({ windowMs = 10_000, now = Date.now }: { windowMs?: number; now?: () => number } = {}) {
  const streams = new Map<number, StreamInfo>();
  let packets: Packet[] = [];
  const keyframes: number[] = [];
  /** The least arrival-minus-timestamp seen: how far the stream is behind the clock is measured from it. */
  let leastOffset = Infinity;
  let lastOffset = 0;

  const infoOf = (index: number) => {
    const known = streams.get(index);
    if (known) return known;
    const info: StreamInfo = { mediaType: '', codec: '', width: 0, height: 0, sampleRate: 0, msPerTick: 1 };
    streams.set(index, info);
    return info;
  };

  function header(text: string) {
    const match = /^#(\w+) (\d+):\s*(.*)$/.exec(text);
    if (!match) return;
    const [, field, index, value = ''] = match;
    const info = infoOf(Number(index));
    if (field === 'tb') {
      const [num, den] = value.split('/').map(Number);
      if (num && den) info.msPerTick = (num * 1000) / den;
    } else if (field === 'media_type') info.mediaType = value;
    else if (field === 'codec_id') info.codec = value;
    else if (field === 'dimensions') {
      const [width, height] = value.split('x').map(Number);
      info.width = width ?? 0;
      info.height = height ?? 0;
    } else if (field === 'sample_rate') info.sampleRate = Number(value) || 0;
  }

  function packet(text: string) {
    const [index, dts, , , size, , flags] = text.split(',').map((part) => part.trim());
    const stream = Number(index);
    const info = streams.get(stream);
    if (!info || !Number.isFinite(Number(dts))) return;
    const at = now();
    const dtsMs = Number(dts) * info.msPerTick;
    // framecrc writes F=0x… only for flags other than "keyframe": none means a keyframe.
    const key = flags === undefined || (Number.parseInt(flags.replace(/^F=0x/, ''), 16) & 1) === 1;
    packets.push({ stream, dtsMs, bytes: Number(size) || 0, key, at });
    if (info.mediaType === 'video') {
      if (key) {
        keyframes.push(dtsMs);
        if (keyframes.length > KEYFRAMES_KEPT) keyframes.shift();
      }
      lastOffset = at - dtsMs;
      leastOffset = Math.min(leastOffset, lastOffset);
    }
    const horizon = at - windowMs;
    if ((packets[0]?.at ?? at) < horizon) packets = packets.filter((seen) => seen.at >= horizon);
  }

  function kbps(list: Packet[]): number {
    if (list.length < 2) return 0;
    const spanMs = (list[list.length - 1] as Packet).dtsMs - (list[0] as Packet).dtsMs;
    if (spanMs <= 0) return 0;
    // The last packet's bytes play after the span ends: counting n-1 packets over it is the rate.
    const bytes = list.slice(0, -1).reduce((sum, seen) => sum + seen.bytes, 0);
    return round((bytes * 8) / spanMs, 0);
  }

  return {
    /** One line of ffmpeg's framecrc output. */
    line(text: string) {
      if (text.startsWith('#')) header(text);
      else if (text.trim() !== '') packet(text);
    },

    /** The window as measured now; null before any packet. */
    snapshot(): StreamHealth | null {
      if (packets.length === 0) return null;
      const videoIndex = [...streams].find(([, info]) => info.mediaType === 'video')?.[0];
      const audioIndex = [...streams].find(([, info]) => info.mediaType === 'audio')?.[0];
      const of = (index: number | undefined) =>
        index === undefined ? [] : packets.filter((seen) => seen.stream === index).sort((a, b) => a.dtsMs - b.dtsMs);
      const video = of(videoIndex);
      const audio = of(audioIndex);
      const spans = [video, audio].map((list) =>
        list.length > 1 ? (list[list.length - 1] as Packet).dtsMs - (list[0] as Packet).dtsMs : 0,
      );
      const windowSeconds = round(Math.max(...spans, 0) / 1000, 1);

      let videoHealth: StreamHealth['video'] = null;
      const videoInfo = videoIndex === undefined ? undefined : streams.get(videoIndex);
      if (videoInfo) {
        const gaps = video.slice(1).map((seen, i) => seen.dtsMs - (video[i] as Packet).dtsMs);
        const frameMs = median(gaps.filter((gap) => gap > 0));
        const dropped = frameMs > 0 ? gaps.reduce((sum, gap) => sum + (gap > frameMs * 1.5 ? Math.round(gap / frameMs) - 1 : 0), 0) : 0;
        const spanMs = spans[0] ?? 0;
        const intervals = keyframes.slice(1).map((dts, i) => dts - (keyframes[i] as number));
        const latest = video[video.length - 1]?.dtsMs ?? 0;
        const sinceLastKey = keyframes.length > 0 ? latest - (keyframes[keyframes.length - 1] as number) : 0;
        const meanInterval = intervals.length > 0 ? intervals.reduce((a, b) => a + b, 0) / intervals.length : null;
        // A stream that stopped sending keyframes shows it growing rather than its old interval.
        const keyframeMs = meanInterval === null ? null : Math.max(meanInterval, sinceLastKey);
        videoHealth = {
          codec: videoInfo.codec,
          width: videoInfo.width,
          height: videoInfo.height,
          fps: spanMs > 0 ? round(((video.length - 1) * 1000) / spanMs, 1) : 0,
          keyframeIntervalSeconds: keyframeMs === null ? null : round(keyframeMs / 1000),
          bitrateKbps: kbps(video),
          droppedFrames: dropped,
          frames: video.length,
        };
      }
      const audioInfo = audioIndex === undefined ? undefined : streams.get(audioIndex);
      return {
        measuredAt: new Date(now()).toISOString(),
        windowSeconds,
        video: videoHealth,
        audio: audioInfo ? { codec: audioInfo.codec, sampleRate: audioInfo.sampleRate, bitrateKbps: kbps(audio) } : null,
        bitrateKbps: (videoHealth?.bitrateKbps ?? 0) + kbps(audio),
        lagSeconds: Number.isFinite(leastOffset) ? round(Math.max(0, lastOffset - leastOffset) / 1000, 1) : 0,
      };
    },
  };
}

export type HealthMeter = ReturnType<typeof createHealthMeter>;
