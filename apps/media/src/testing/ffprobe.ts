import { spawnSync } from 'node:child_process';

export type StreamStart = { codecType: string; startTime: number; frameSeconds: number };

/** Where each stream of a media file starts (ffprobe's start_time) and how long one of its frames lasts. */
export function streamStarts(path: string): StreamStart[] {
  const probe = spawnSync(
    'ffprobe',
    ['-v', 'error', '-show_entries', 'stream=codec_type,start_time,r_frame_rate,sample_rate', '-of', 'json', path],
    { encoding: 'utf8' },
  );
  if (probe.status !== 0) throw new Error(`ffprobe ${path} failed: ${probe.stderr}`);
  const { streams } = JSON.parse(probe.stdout) as {
    streams: Array<{ codec_type: string; start_time: string; r_frame_rate?: string; sample_rate?: string }>;
  };
  return streams.map((stream) => {
    const [num, den] = (stream.r_frame_rate ?? '0/1').split('/').map(Number);
    // An AAC frame is 1024 samples.
    const frameSeconds =
      stream.codec_type === 'audio' ? 1024 / Number(stream.sample_rate) : num ? (den as number) / (num as number) : 0;
    return { codecType: stream.codec_type, startTime: Number(stream.start_time), frameSeconds };
  });
}
