import { BRANDS } from '@onair/brand';
import { nginxSite } from './nginx-site';
import { contentSecurityPolicy, inlineScriptHashes } from './security-headers';

const indexHtml = '<!doctype html><html><head><script>window.__shell = 1;</script><script type="module" src="/assets/app.js"></script></head></html>';

describe('the web image nginx site', () => {
  const site = nginxSite(BRANDS.mint, { indexHtml });

  it('sends the same Content-Security-Policy as vite preview, the shell script allowed by its hash', () => {
    const policy = contentSecurityPolicy({ frameAncestors: BRANDS.mint.allowedOrigins, inlineScriptHashes: inlineScriptHashes(indexHtml), https: false, mediaOrigins: [], reportOrigins: [] });
    expect(site).toContain(`add_header Content-Security-Policy "${policy}" always;`);
    expect(policy).toContain(inlineScriptHashes(indexHtml)[0]);
    expect(policy).toContain('frame-ancestors');
  });

  it('repeats the security headers in every location, since nginx drops the server ones there', () => {
    const count = (needle: string) => site.split(needle).length - 1;
    expect(count('add_header Content-Security-Policy')).toBe(3);
    expect(count('add_header X-Content-Type-Options "nosniff" always;')).toBe(3);
  });

  it('routes unknown paths to the app and caches only hashed assets for long', () => {
    expect(site).toMatch(/location \/ \{[\s\S]*try_files \$uri \/index\.html;/);
    expect(site).toMatch(/location \/assets\/ \{[\s\S]*immutable[\s\S]*try_files \$uri =404;/);
  });

  it('leaves HSTS to the front, which terminates TLS', () => {
    expect(site).not.toContain('Strict-Transport-Security');
  });

  it('adds a media CDN to media-src and connect-src when one is configured', () => {
    const withCdn = nginxSite(BRANDS.onair, { indexHtml, mediaOrigins: ['https://cdn.example.com'] });
    expect(withCdn).toMatch(/media-src [^;]*https:\/\/cdn\.example\.com/);
    expect(withCdn).toMatch(/connect-src [^;]*https:\/\/cdn\.example\.com/);
  });
});
