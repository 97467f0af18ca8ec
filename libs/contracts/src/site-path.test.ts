import { isSitePath } from './site-path';

test('a path on this site, with its query and hash, is one', () => {
  for (const path of ['/', '/live/7', '/channel/3?tab=board#top', '/search?q=%2F%2Fx', '/a\\b']) expect(isSitePath(path)).toBe(true);
});

test('anything a browser could read as another site is not', () => {
  for (const value of ['', 'evil.example', 'https://evil.example/', '//evil.example', '/\\evil.example', '/\t/evil.example', '/\n/evil.example', '/x\u0000', 'javascript:alert(1)', null, undefined]) {
    expect(isSitePath(value)).toBe(false);
  }
});
