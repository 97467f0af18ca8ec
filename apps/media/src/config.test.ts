import { BRANDS } from '@onair/brand';
import { originAllowed, readMediaConfig } from './config';

test('defaults: RTMP 1935, HTTP 8000, the local API with the development secret, a 3 s reconnect grace', () => {
  const config = readMediaConfig({});
  expect(config).toMatchObject({
    rtmpPort: 1935,
    httpPort: 8000,
    dataDir: '.data/media',
    apiUrl: 'http://127.0.0.1:3000',
    sharedSecret: 'onair-media-development-secret',
    reconnectGraceMs: 3000,
    production: false,
  });
  expect(config.nodeId).toMatch(/^[A-Za-z0-9_.:-]+-1935$/);
});

test('reads the ports, the API, the secret, the node id and the data directory', () => {
  const config = readMediaConfig({
    RTMP_PORT: '11935',
    MEDIA_HTTP_PORT: '18000',
    MEDIA_DATA_DIR: '/srv/media',
    MEDIA_API_URL: 'http://api.internal:3000/',
    MEDIA_SHARED_SECRET: 'a-long-shared-secret',
    MEDIA_NODE_ID: 'media 1',
    MEDIA_RECONNECT_GRACE_MS: '0',
  });
  expect(config).toMatchObject({
    rtmpPort: 11935,
    httpPort: 18000,
    dataDir: '/srv/media',
    apiUrl: 'http://api.internal:3000',
    sharedSecret: 'a-long-shared-secret',
    nodeId: 'media-1',
    reconnectGraceMs: 0,
  });
});

test('a bad value names its variable', () => {
  expect(() => readMediaConfig({ RTMP_PORT: 'abc' })).toThrow('RTMP_PORT must be a port from 1 to 65535, got "abc"');
  expect(() => readMediaConfig({ MEDIA_HTTP_PORT: '70000' })).toThrow('MEDIA_HTTP_PORT must be a port');
  expect(() => readMediaConfig({ RTMP_PORT: '0' })).toThrow('RTMP_PORT must be a port');
  expect(() => readMediaConfig({ MEDIA_API_URL: 'ftp://x' })).toThrow('MEDIA_API_URL must be an http(s) URL');
  expect(() => readMediaConfig({ MEDIA_RECONNECT_GRACE_MS: '-1' })).toThrow(
    'MEDIA_RECONNECT_GRACE_MS must be milliseconds',
  );
});

test('production needs the shared secret', () => {
  expect(() => readMediaConfig({ NODE_ENV: 'production' })).toThrow('MEDIA_SHARED_SECRET is required in production');
});

test("CORS: every brand's origins and WEB_ORIGINS; loopback outside production only", () => {
  const brandOrigin = Object.values(BRANDS)[0]?.allowedOrigins[0] as string;
  const dev = readMediaConfig({ WEB_ORIGINS: 'https://preview.example' });
  expect(originAllowed(dev, brandOrigin)).toBe(true);
  expect(originAllowed(dev, 'https://preview.example')).toBe(true);
  expect(originAllowed(dev, 'http://localhost:5999')).toBe(true);
  expect(originAllowed(dev, 'https://evil.example')).toBe(false);
  const production = readMediaConfig({ NODE_ENV: 'production', MEDIA_SHARED_SECRET: 'x' });
  expect(originAllowed(production, 'http://localhost:5999')).toBe(false);
  expect(originAllowed(production, brandOrigin)).toBe(true);
});

test("the node's own address for viewers: an http(s) URL or a path, none by default", () => {
  expect(readMediaConfig({}).publicUrl).toBeNull();
  expect(readMediaConfig({ MEDIA_NODE_PUBLIC_URL: 'https://m2.onair.example/' }).publicUrl).toBe(
    'https://m2.onair.example',
  );
  expect(readMediaConfig({ MEDIA_NODE_PUBLIC_URL: '/media/m2' }).publicUrl).toBe('/media/m2');
  for (const bad of ['m2.onair.example', 'ftp://m2', '/media?x=1', 'https://m2 .example']) {
    expect(() => readMediaConfig({ MEDIA_NODE_PUBLIC_URL: bad })).toThrow(
      'MEDIA_NODE_PUBLIC_URL must be an http(s) URL or a path',
    );
  }
});

test('recordings stay on this disk by default; MEDIA_RECORDING_STORAGE=s3 takes the API’s S3_* settings, all four required', () => {
  expect(readMediaConfig({}).recordings).toEqual({ kind: 'local' });
  const s3 = {
    MEDIA_RECORDING_STORAGE: 's3',
    S3_ENDPOINT: 'https://s3.example.com',
    S3_BUCKET: 'onair-vod',
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
  };
  expect(readMediaConfig({ ...s3, S3_ATTEMPTS: '3', S3_TIMEOUT_MS: '5000' }).recordings).toEqual({
    kind: 's3',
    endpoint: 'https://s3.example.com',
    bucket: 'onair-vod',
    region: 'ap-northeast-2',
    accessKeyId: 'key',
    secretAccessKey: 'secret',
    retry: { attempts: 3, timeoutMs: 5000 },
  });
  expect(() => readMediaConfig({ MEDIA_RECORDING_STORAGE: 's3', S3_BUCKET: 'onair-vod' })).toThrow(
    'Invalid environment: MEDIA_RECORDING_STORAGE=s3 needs S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
  );
  expect(() => readMediaConfig({ MEDIA_RECORDING_STORAGE: 'ftp' })).toThrow('MEDIA_RECORDING_STORAGE must be local or s3, got "ftp"');
  expect(() => readMediaConfig({ ...s3, S3_ATTEMPTS: '0' })).toThrow('S3_ATTEMPTS must be a whole number from 1 to 10, got "0"');
});
