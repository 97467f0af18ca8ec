import { isSignedInByCookies } from './login-state';

test.each([
  ['', false],
  ['onair_cid=0a1b2c3d4e', false],
  ['onair_at=noAccessToken', false],
  ['onair_at=', false],
  ['onair_at=eyJhbGciOi.abc.def', true],
  ['onair_cid=0a1b2c3d4e; onair_at_fb=1', true],
  ['onair_at=noAccessToken; onair_at_fb=1', true],
  ['xonair_at=token; onair_at_fbx=1', false],
])('cookies %j: signed in %s', (cookies, expected) => {
  expect(isSignedInByCookies(cookies)).toBe(expected);
});
