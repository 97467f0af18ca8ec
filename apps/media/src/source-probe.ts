import { execFile } from 'node:child_process';

export type VideoSize = { width: number; height: number };

/**
 * The picture size of a live stream, read from its first frames by ffprobe (the RTMP metadata is
 * optional and some encoders leave it out): `null` when the stream has no video, `'failed'` when
 * ffprobe could not read it in time or at all (not connected yet, no frames yet, a busy node).
 */
export function probeVideoSize(url: string, timeoutMs = 10_000): Promise<VideoSize | null | 'failed'> {
  return new Promise((resolve) => {
    execFile(
      'ffprobe',
      [
        ['-v', 'error', '-analyzeduration', '500000', '-probesize', '500000', '-rw_timeout', '5000000'],
        ['-select_streams', 'v:0', '-show_entries', 'stream=width,height', '-of', 'json', url],
      ].flat(),
      { timeout: timeoutMs },
      (error, stdout) => {
        if (error) return resolve('failed');
        try {
          const stream = (JSON.parse(stdout) as { streams?: Array<{ width?: number; height?: number }> }).streams?.[0];
          resolve(stream?.width && stream.height ? { width: stream.width, height: stream.height } : null);
        } catch {
          resolve('failed');
        }
      },
    );
  });
}
