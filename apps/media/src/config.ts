export type MediaConfig = {
  rtmpPort: number;
  httpPort: number;
  /** Keys allowed to publish, until stream keys come from the API. */
  streamKeys: ReadonlySet<string>;
  /** node-media-server's state directory; unset means a temporary one. */
  dataDir: string | undefined;
};

/** Reads the environment once at start; a bad value stops the process naming the variable. */
export function readMediaConfig(env: NodeJS.ProcessEnv = process.env): MediaConfig {
  return {
    rtmpPort: readPort(env, 'RTMP_PORT', 1935),
    httpPort: readPort(env, 'MEDIA_HTTP_PORT', 8000),
    streamKeys: parseStreamKeys(env['STREAM_KEYS'] ?? ''),
    dataDir: env['MEDIA_DATA_DIR'] || undefined,
  };
}

function readPort(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!(port >= 1 && port <= 65535)) throw new Error(`Invalid environment: ${name} must be a port from 1 to 65535, got "${raw}"`);
  return port;
}

/** "a, b,,c" -> {a, b, c}. node-media-server takes stream names of letters, digits, _ and - only. */
export function parseStreamKeys(value: string): ReadonlySet<string> {
  const keys = value
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '');
  const bad = keys.find((key) => !/^[A-Za-z0-9_-]+$/.test(key));
  if (bad !== undefined) throw new Error(`Invalid environment: STREAM_KEYS may hold only letters, digits, _ and -, got "${bad}"`);
  return new Set(keys);
}
