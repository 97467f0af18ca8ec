import { createHash } from 'node:crypto';

/**
 * The security headers every page of a brand app is sent with: by `vite preview` and the dev server
 * (security-headers-plugin.ts), and by the production front, which must send the same
 * (docs/shell.md, "Security headers").
 */
export type SecurityHeaderOptions = {
  /** Origins that may frame the app besides itself: the brand's own sites (BrandConfig.allowedOrigins). */
  frameAncestors: readonly string[];
  /** 'sha256-…' sources of the document's inline scripts (the static shell's): inlineScriptHashes. */
  inlineScriptHashes: readonly string[];
  /** Served over TLS: browsers are told to come back only over HTTPS (HSTS). */
  https: boolean;
  /** Where live video comes from besides the site itself: a media CDN (MEDIA_PUBLIC_URL's origin), BytePlus pull hosts. */
  mediaOrigins?: readonly string[];
  /** Where errors are reported: the origin of the build's Sentry DSN, when it has one. */
  reportOrigins?: readonly string[];
  /** The dev server: Vite's inline preamble and its module scripts are not known in advance. */
  dev?: boolean;
};

/** Amazon IVS plays external streams from its own CDN (libs/player ivs-engine). */
const IVS_ORIGINS = ['https://*.live-video.net'];

/** One year, subdomains included: the brands' sites are HTTPS only. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** Browser features the app never uses are switched off for it and anything it embeds. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), fullscreen=(self)';

/**
 * The Content-Security-Policy: only what the app loads. Its scripts and styles from its own origin
 * (the inline shell script by hash; inline styles are allowed for the inlined stylesheet, React
 * style attributes and the ALTCHA widget's); workers from itself or blob: (hls.js, mpegts.js,
 * ALTCHA, the IVS wasm worker, which also needs 'wasm-unsafe-eval'); video from itself (/media),
 * blob: (Media Source Extensions), IVS and the configured media origins; the API and the chat
 * socket on its own origin ('self' covers ws:/wss: of the same host).
 */
export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  const media = [...IVS_ORIGINS, ...(options.mediaOrigins ?? [])];
  const scripts = options.dev ? ["'self'", "'unsafe-inline'", "'wasm-unsafe-eval'"] : ["'self'", "'wasm-unsafe-eval'", ...options.inlineScriptHashes.map((hash) => `'${hash}'`)];
  const directives: Array<[string, readonly string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', scripts],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'", 'data:']],
    ['media-src', ["'self'", 'blob:', ...media]],
    ['connect-src', ["'self'", ...media, ...(options.reportOrigins ?? []), ...(options.dev ? ['ws:', 'wss:'] : [])]],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'", ...options.frameAncestors]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

/** Every security header of a page, by name. */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Content-Type-Options': 'nosniff',
    ...(options.https ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/** 'sha256-…' of each inline <script> of a built document (the static shell's), for script-src. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? '';
    if (body.trim() === '') continue;
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return hashes;
}

/** The origin of a Sentry DSN (https://key@o1.ingest.sentry.io/2 → https://o1.ingest.sentry.io), if it is a URL. */
export function dsnOrigin(dsn: string | undefined): string | null {
  if (!dsn) return null;
  try {
    return new URL(dsn).origin;
  } catch {
    return null;
  }
}
