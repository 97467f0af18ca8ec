import type { BrandConfig } from '@onair/brand';
import { inlineScriptHashes, securityHeaders } from './security-headers';

/** nginx quotes a header value in double quotes; the policy holds single quotes only. */
const quoted = (value: string) => `"${value.replace(/(["\\])/g, '\\$1')}"`;

export type NginxSiteOptions = {
  /** The built index.html: its inline shell script is allowed by hash, as `vite preview` does. */
  indexHtml: string;
  /** Origins live video comes from besides the site (CSP_MEDIA_ORIGINS). */
  mediaOrigins?: readonly string[];
  /** The Sentry DSN's origin, when the build has one. */
  reportOrigins?: readonly string[];
};

/**
 * The nginx server block that serves one brand's built web app in its image (deploy/docker/web):
 * the same security headers as `vite preview` (security-headers.ts), hashed assets cached for a
 * year, and every other path answered with index.html (the app routes on the client). TLS and HSTS
 * are the front's (deploy/haproxy).
 */
export function nginxSite(brand: BrandConfig, options: NginxSiteOptions): string {
  const headers = securityHeaders({
    frameAncestors: brand.allowedOrigins,
    inlineScriptHashes: inlineScriptHashes(options.indexHtml),
    mediaOrigins: options.mediaOrigins ?? [],
    reportOrigins: options.reportOrigins ?? [],
    https: false,
  });
  // add_header in a location replaces the server's, so each location repeats them (an include).
  const headerLines = Object.entries(headers).map(([name, value]) => `  add_header ${name} ${quoted(value)} always;`);
  return [
    `# ${brand.code}: written by tools/scripts/write-nginx-site.ts from the build; do not edit.`,
    'server {',
    '  listen 8080;',
    '  server_name _;',
    '  root /usr/share/nginx/html;',
    '  server_tokens off;',
    '  gzip on;',
    '  gzip_types text/css application/javascript application/json image/svg+xml application/manifest+json;',
    ...headerLines,
    '  location /assets/ {',
    ...headerLines,
    '    add_header Cache-Control "public, max-age=31536000, immutable" always;',
    '    try_files $uri =404;',
    '  }',
    '  location = /healthz { access_log off; return 200 "ok\\n"; }',
    '  location / {',
    ...headerLines,
    '    add_header Cache-Control "no-cache" always;',
    '    try_files $uri /index.html;',
    '  }',
    '}',
    '',
  ].join('\n');
}
