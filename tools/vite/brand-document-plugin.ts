import type { Connect, Plugin } from 'vite';
import type { BrandConfig } from '@onair/brand';
import { manifestOf } from './brand-manifest';
import { faviconOf } from './brand-favicon';
import { rulesDocumentFiles } from './rules-documents/index';
import { SERVICE_WORKER_SOURCE } from './service-worker-source';
import { brandFirstAnswerScript, brandShellHtml } from './brand-shell/index';
import { escapeHtml } from './brand-shell/shell-markup';

const HTML = 'text/html; charset=utf-8';

/** The file a request path names; /static/{name} also finds static/{name}.html, as the rules modal asks for it. */
function fileFor<T>(files: Record<string, T>, url: string | undefined): T | undefined {
  const path = (url ?? '').split('?')[0]?.slice(1) ?? '';
  return files[path] ?? (path.startsWith('static/') ? files[`${path}.html`] : undefined);
}

/**
 * The first-answer script, in a document with the static shell: right after the viewport's meta,
 * early in the head, so the first screen's answer is on its way before the app's modules are asked
 * for, yet after the charset, which must come within the document's first 1,024 bytes; in a document
 * without either, at the start of the head, or else just before the shell, whose script reads it.
 */
function withFirstAnswerScript(html: string, script: string): string {
  if (!script || !html.includes('%BRAND_SHELL%')) return html;
  const tag = `<script>${script}</script>`;
  const anchor = /<meta name="viewport"[^>]*>/.exec(html) ?? /<head[^>]*>/.exec(html);
  if (!anchor) return html.replace('%BRAND_SHELL%', () => `${tag}%BRAND_SHELL%`);
  const at = anchor.index + anchor[0].length;
  return `${html.slice(0, at)}\n    ${tag}${html.slice(at)}`;
}

/**
 * Gives each brand build its own document: title, SEO description and keywords, theme colour,
 * favicon, /manifest.json, /service-worker.js, /robots.txt and the rules documents under /static/,
 * all from the brand's config; and the static shell (the header and the home heading in the
 * brand's theme), which paints before the app's JavaScript has arrived and which the app replaces.
 */
export function brandDocumentPlugin(brand: BrandConfig): Plugin {
  const manifest = manifestOf(brand);
  const shell = brandShellHtml(brand);
  const firstAnswer = brandFirstAnswerScript(brand);
  const files: Record<string, { type: string; body: string }> = {
    'manifest.json': { type: 'application/manifest+json', body: JSON.stringify(manifest, null, 2) },
    'favicon.svg': { type: 'image/svg+xml', body: faviconOf(brand) },
    'service-worker.js': { type: 'text/javascript', body: SERVICE_WORKER_SOURCE },
    // Without it the SPA fallback answers /robots.txt with index.html, which crawlers read as invalid rules.
    'robots.txt': { type: 'text/plain; charset=utf-8', body: 'User-agent: *\nAllow: /\n' },
    ...Object.fromEntries(Object.entries(rulesDocumentFiles(brand)).map(([fileName, body]) => [fileName, { type: HTML, body }])),
  };
  const serveFiles = (middlewares: Connect.Server) =>
    middlewares.use((req, res, next) => {
      const file = fileFor(files, req.url);
      if (!file) return next();
      res.setHeader('content-type', file.type);
      res.end(file.body);
    });
  return {
    name: 'onair-brand-document',
    transformIndexHtml: (html, { server }) =>
      withFirstAnswerScript(html, server ? '' : firstAnswer)
        .replaceAll('%BRAND_TITLE%', escapeHtml(brand.serviceName))
        .replaceAll('%BRAND_DESCRIPTION%', escapeHtml(brand.seoDescription))
        .replaceAll('%BRAND_KEYWORDS%', escapeHtml(brand.seoKeywords))
        .replaceAll('%BRAND_THEME_COLOR%', manifest.theme_color)
        .replaceAll('%BRAND_CODE%', brand.code)
        .replaceAll('%BRAND_THEME%', brand.theme)
        // Builds only: the dev server injects the stylesheet from JavaScript, so a shell there would
        // show unstyled until the app replaced it.
        .replace('%BRAND_SHELL%', () => (server ? '' : shell)),
    configureServer(server) {
      serveFiles(server.middlewares);
    },
    configurePreviewServer(server) {
      serveFiles(server.middlewares);
    },
    generateBundle() {
      for (const [fileName, file] of Object.entries(files)) {
        this.emitFile({ type: 'asset', fileName, source: file.body });
      }
    },
  };
}
