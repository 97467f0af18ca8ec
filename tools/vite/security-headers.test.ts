import { createHash } from 'node:crypto';
import { getBrand } from '@onair/brand';
import { brandShellHtml } from './brand-shell/index';
import { contentSecurityPolicy, dsnOrigin, inlineScriptHashes, PERMISSIONS_POLICY, securityHeaders } from './security-headers';

const onair = getBrand('onair');
const built = { frameAncestors: onair.allowedOrigins, inlineScriptHashes: ['sha256-abc='], https: false };

/** The policy as directive → sources, for asserting one directive at a time. */
const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

test('a built page: the headers and the policy, directive by directive', () => {
  const headers = securityHeaders(built);
  expect(Object.keys(headers).sort()).toEqual(['Content-Security-Policy', 'Permissions-Policy', 'Referrer-Policy', 'X-Content-Type-Options']);
  expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['X-Content-Type-Options']).toBe('nosniff');
  expect(headers['Permissions-Policy']).toBe(PERMISSIONS_POLICY);
  expect(PERMISSIONS_POLICY).toContain('camera=()');
  expect(PERMISSIONS_POLICY).toContain('microphone=()');
  expect(PERMISSIONS_POLICY).toContain('geolocation=()');
  expect(directives(headers['Content-Security-Policy'] ?? '')).toEqual({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'", "'sha256-abc='"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:', 'https://*.live-video.net'],
    'connect-src': ["'self'", 'https://*.live-video.net'],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'", 'https://www.onair.live', 'http://localhost:4200'],
  });
});

test('no inline script runs without its hash, and no script from anywhere else', () => {
  const scripts = directives(contentSecurityPolicy(built))['script-src'];
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts?.filter((source: string) => source.includes('://') || source.endsWith(':'))).toEqual([]);
});

test('HSTS only over TLS', () => {
  expect(securityHeaders(built)['Strict-Transport-Security']).toBeUndefined();
  expect(securityHeaders({ ...built, https: true })['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
});

test('a media CDN and the Sentry DSN are allowed where they are used, and only there', () => {
  const policy = directives(contentSecurityPolicy({ ...built, mediaOrigins: ['https://cdn.example'], reportOrigins: ['https://o1.ingest.sentry.io'] }));
  expect(policy['media-src']).toContain('https://cdn.example');
  expect(policy['connect-src']).toEqual(["'self'", 'https://*.live-video.net', 'https://cdn.example', 'https://o1.ingest.sentry.io']);
  expect(policy['img-src']).not.toContain('https://cdn.example');
  expect(dsnOrigin('https://key@o1.ingest.sentry.io/42')).toBe('https://o1.ingest.sentry.io');
  expect(dsnOrigin('not a dsn')).toBeNull();
});

test('the dev server allows Vite inline scripts and its socket; builds do not', () => {
  const dev = directives(contentSecurityPolicy({ ...built, inlineScriptHashes: [], dev: true }));
  expect(dev['script-src']).toContain("'unsafe-inline'");
  expect(dev['connect-src']).toEqual(expect.arrayContaining(['ws:', 'wss:']));
});

test("the static shell's inline script is hashed exactly as browsers hash it; external scripts are not", () => {
  const shell = brandShellHtml(onair);
  const script = /<script>([\s\S]*)<\/script>/.exec(shell)?.[1] ?? '';
  expect(script.length).toBeGreaterThan(0);
  const html = `<html><body><div id="root">${shell}</div><script type="module" crossorigin src="/assets/index.js"></script></body></html>`;
  expect(inlineScriptHashes(html)).toEqual([`sha256-${createHash('sha256').update(script).digest('base64')}`]);
});
