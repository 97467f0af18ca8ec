import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import type { TLSSocket } from 'node:tls';
import type { Connect, Plugin } from 'vite';
import type { BrandConfig } from '@onair/brand';
import { dsnOrigin, inlineScriptHashes, securityHeaders, type SecurityHeaderOptions } from './security-headers';

/** CSP_MEDIA_ORIGINS: origins live video comes from besides the site (a media CDN), comma-separated. */
const mediaOriginsOf = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);

function sendHeaders(options: Omit<SecurityHeaderOptions, 'https'>): Connect.NextHandleFunction {
  const plain = securityHeaders({ ...options, https: false });
  const secure = securityHeaders({ ...options, https: true });
  return (request, response: ServerResponse, next) => {
    const overTls = (request.socket as TLSSocket).encrypted === true;
    for (const [name, value] of Object.entries(overTls ? secure : plain)) response.setHeader(name, value);
    next();
  };
}

/**
 * Sends the security headers (security-headers.ts) with every answer of `vite preview` and the dev
 * server. Preview hashes the inline scripts of the built index.html, so only the shell script the
 * build wrote may run inline; the dev server allows Vite's own inline scripts.
 */
export function securityHeadersPlugin(brand: BrandConfig): Plugin {
  let outDir = '';
  let reportOrigins: string[] = [];
  const base = () => ({
    frameAncestors: brand.allowedOrigins,
    mediaOrigins: mediaOriginsOf(process.env['CSP_MEDIA_ORIGINS']),
    reportOrigins,
  });
  return {
    name: 'onair-security-headers',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      const origin = dsnOrigin(typeof config.env['VITE_SENTRY_DSN'] === 'string' ? config.env['VITE_SENTRY_DSN'].trim() : undefined);
      reportOrigins = origin ? [origin] : [];
    },
    configureServer(server) {
      server.middlewares.use(sendHeaders({ ...base(), inlineScriptHashes: [], dev: true }));
    },
    configurePreviewServer(server) {
      const html = readFileSync(resolve(outDir, 'index.html'), 'utf8');
      server.middlewares.use(sendHeaders({ ...base(), inlineScriptHashes: inlineScriptHashes(html) }));
    },
  };
}
