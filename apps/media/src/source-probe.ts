import { execFile } from 'node:child_process';

/**
 * The picture size of a live stream, read from its first frames by ffprobe (the RTMP metadata is
 * optional and some encoders leave it out). Null when it has no video or cannot be read in time;
 * the limit is generous, since a ladder channel whose size is not read runs without its ladder for
 * the whole broadcast, and a busy node's ffprobe can take seconds to start and connect.
 */
export function probeVideoSize(url: string, timeoutMs = 10_000): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    execFile(
      'ffprobe',
      [
        ['-v', 'error', '-analyzeduration', '500000', '-probesize', '500000', '-rw_timeout', '5000000'],
        ['-select_streams', 'v:0', '-show_entries', 'stream=width,height', '-of', 'json', url],
      ].flat(),
      { timeout: timeoutMs },
      (error, stdout) => {
        if (error) return resolve(null);
        try {
          const stream = (JSON.parse(stdout) as { streams?: Array<{ width?: number; height?: number }> }).streams?.[0];
          resolve(stream?.width && stream.height ? { width: stream.width, height: stream.height } : null);
        } catch {
          resolve(null);
        }
      },
    );
  });
}
