import {
  appTypeFrom,
  detectAppEnvironment,
  isMobileUserAgent,
  isNativeWrapper,
  NATIVE_APP_UA_TOKEN,
} from './app-environment';

const UA = {
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/604.1',
  iosKeyword: 'SomeBrowser/1.0 (iOS 17.5)',
  // A wrapper whose web view says nothing mobile of its own (a tablet build, say).
  wrapper: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 ${NATIVE_APP_UA_TOKEN}/3.2`,
};

test.each([
  ['desktop', false],
  ['android', true],
  ['iphone', true],
  ['ipad', true],
  ['iosKeyword', true],
  ['wrapper', true],
] as const)('%s is mobile: %s (SPEC.md section 9 keywords, or the native wrapper)', (name, mobile) => {
  expect(isMobileUserAgent(UA[name])).toBe(mobile);
});

test('the native wrapper is known by its token only', () => {
  expect(isNativeWrapper(UA.wrapper)).toBe(true);
  expect(isNativeWrapper(`${UA.android} onairapp/1.0`)).toBe(true);
  expect(isNativeWrapper(UA.android)).toBe(false);
  expect(isNativeWrapper('Mozilla/5.0 NotOnAirAppX/1')).toBe(false);
});

test.each([
  ['', UA.desktop, 'MAIN'],
  ['', UA.wrapper, 'EMBED'],
  ['?app=EMBED', UA.desktop, 'EMBED'],
  ['?app=embed', UA.android, 'EMBED'],
  ['?app=MAIN', UA.wrapper, 'MAIN'],
  ['?app=OTHER', UA.wrapper, 'EMBED'],
  ['?app=OTHER', UA.desktop, 'MAIN'],
])('app type for %j in %s: %s', (search, userAgent, appType) => {
  expect(appTypeFrom(new URLSearchParams(search), userAgent)).toBe(appType);
});

test('the environment of a page: app type and mobile together', () => {
  expect(detectAppEnvironment({ search: '?app=EMBED&partnerCode=P1', userAgent: UA.iphone })).toEqual({
    appType: 'EMBED',
    mobile: true,
  });
  expect(detectAppEnvironment({ search: '', userAgent: UA.desktop })).toEqual({ appType: 'MAIN', mobile: false });
});
