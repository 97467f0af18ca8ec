import { parseStreamKeys, readMediaConfig } from './config';

test('defaults: RTMP 1935, HTTP-FLV 8000, no keys, a temporary data directory', () => {
  expect(readMediaConfig({})).toEqual({ rtmpPort: 1935, httpPort: 8000, streamKeys: new Set(), dataDir: undefined });
});

test('reads the ports, the comma list of keys and the data directory', () => {
  const config = readMediaConfig({ RTMP_PORT: '11935', MEDIA_HTTP_PORT: '18000', STREAM_KEYS: ' a1, b_2 ,,c-3 ', MEDIA_DATA_DIR: '.data/media' });
  expect(config).toEqual({ rtmpPort: 11935, httpPort: 18000, streamKeys: new Set(['a1', 'b_2', 'c-3']), dataDir: '.data/media' });
});

test('a bad port names its variable', () => {
  expect(() => readMediaConfig({ RTMP_PORT: 'abc' })).toThrow('RTMP_PORT must be a port from 1 to 65535, got "abc"');
  expect(() => readMediaConfig({ MEDIA_HTTP_PORT: '70000' })).toThrow('MEDIA_HTTP_PORT must be a port');
  expect(() => readMediaConfig({ RTMP_PORT: '0' })).toThrow('RTMP_PORT must be a port');
});

test('a key node-media-server could not carry in a stream path is refused at start', () => {
  expect(() => parseStreamKeys('good,bad/key')).toThrow('STREAM_KEYS may hold only letters, digits, _ and -, got "bad/key"');
});
