import { playbackTokens, tokenOfUrl } from './playback-token';

const tokens = playbackTokens('a-shared-secret-for-tests');
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('playback tokens', () => {
  it('opens the scope it was issued for until it expires', () => {
    const expires = inAnHour();
    const token = tokens.issue('live/7', expires);
    expect(tokens.opens(token, 'live/7')).toBe(true);
    expect(tokens.opens(token, 'live/7', expires * 1000 - 1)).toBe(true);
    expect(tokens.opens(token, 'live/7', expires * 1000)).toBe(false);
  });

  it('never opens another channel, a broadcast, or under another secret', () => {
    const token = tokens.issue('live/7', inAnHour());
    expect(tokens.opens(token, 'live/8')).toBe(false);
    expect(tokens.opens(token, 'vod/7')).toBe(false);
    expect(playbackTokens('another-secret-entirely').opens(token, 'live/7')).toBe(false);
  });

  it('refuses a token whose expiry was moved, a missing token and garbage', () => {
    const expires = inAnHour();
    const [, signature] = tokens.issue('vod/3', expires).split('.');
    expect(tokens.opens(`${expires + 86_400}.${signature}`, 'vod/3')).toBe(false);
    for (const bad of [undefined, null, '', '.', `${expires}.`, 'x'.repeat(200), 42]) {
      expect(tokens.opens(bad, 'vod/3')).toBe(false);
    }
  });

  it('reads the token from a playback URL', () => {
    expect(tokenOfUrl('/live/7.m3u8?token=123.abc')).toBe('123.abc');
    expect(tokenOfUrl('/live/7.m3u8')).toBeNull();
  });
});
