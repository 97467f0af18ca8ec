import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Connect, ViteDevServer } from 'vite';
import { BRAND_MARKS, BRANDS } from '@onair/brand';
import { RULES_DOCUMENTS } from '@onair/contracts';
import { brandDocumentPlugin } from './brand-document-plugin';

const workspaceRoot = resolve(import.meta.dirname, '../..');

/**
 * A real Vite build of an empty page with the plugin, in its own Node process: Vite's bundler
 * rejects plugin objects made inside Jest's module sandbox.
 */
function buildWithPlugin(code: keyof typeof BRANDS, indexHtml = '<!doctype html><title>%BRAND_TITLE%</title><body></body>') {
  const root = mkdtempSync(join(tmpdir(), 'onair-brand-build-'));
  try {
    writeFileSync(join(root, 'index.html'), indexHtml);
    writeFileSync(
      join(root, 'vite.config.ts'),
      // Absolute imports: the temporary folder has no node_modules to resolve workspace names from.
      `import { getBrand } from ${JSON.stringify(join(workspaceRoot, 'libs/brand/src/index.ts'))};
import { brandDocumentPlugin } from ${JSON.stringify(join(import.meta.dirname, 'brand-document-plugin.ts'))};
export default { root: ${JSON.stringify(root)}, logLevel: 'silent', plugins: [brandDocumentPlugin(getBrand('${code}'))] };
`,
    );
    const vite = join(workspaceRoot, 'node_modules/vite/bin/vite.js');
    execFileSync(process.execPath, [vite, 'build', '--configLoader', 'runner', '-c', join(root, 'vite.config.ts')], { cwd: workspaceRoot, stdio: 'pipe' });
    const dist = join(root, 'dist');
    const files = readdirSync(dist, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    return Object.fromEntries(
      files.map((entry) => [join(entry.parentPath, entry.name).slice(dist.length + 1), readFileSync(join(entry.parentPath, entry.name), 'utf8')]),
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

test('a brand build contains the four rules documents under static/, written for that brand', () => {
  const files = buildWithPlugin('bellcast');
  for (const name of RULES_DOCUMENTS) {
    expect(files[`static/${name}.html`]).toContain(BRANDS.bellcast.serviceName);
  }
  expect(files['manifest.json']).toContain(BRANDS.bellcast.serviceName);
}, 60_000);

test("a brand build's document carries the brand's theme and the static shell in the brand's words", () => {
  const html = buildWithPlugin(
    'bellcast',
    '<!doctype html><html data-theme="%BRAND_THEME%" data-brand="%BRAND_CODE%"><head></head><body><div id="root">%BRAND_SHELL%</div></body></html>',
  )['index.html'] ?? '';
  expect(html).toContain('<html data-theme="BLUE" data-brand="bellcast">');
  expect(html).toContain('<div id="root"><div id="onair-shell"');
  expect(html).toContain(`>${BRANDS.bellcast.serviceName}</span></a>`);
  // The header's logo mark paints with the shell, before the app.
  expect(html).toContain(`d="${BRAND_MARKS.bellcast}"`);
  expect(html).toContain(`>${BRANDS.bellcast.seoDescription}</p>`);
  expect(html).not.toContain('%BRAND_');
  // The first screen's answer is asked before the shell's script, which draws from it.
  expect(html.indexOf('onairFirstAnswer')).toBeGreaterThan(-1);
  expect(html.indexOf('onairFirstAnswer')).toBeLessThan(html.indexOf('id="onair-shell"'));
}, 60_000);

test('the first-answer script goes right after the viewport meta, the charset staying first', () => {
  const html = buildWithPlugin(
    'mint',
    '<!doctype html><html><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width" /><title>x</title></head><body><div id="root">%BRAND_SHELL%</div></body></html>',
  )['index.html'] ?? '';
  const script = html.indexOf('onairFirstAnswer');
  expect(html.indexOf('<meta charset')).toBeLessThan(html.indexOf('name="viewport"'));
  expect(html.indexOf('name="viewport"')).toBeLessThan(script);
  expect(script).toBeLessThan(html.indexOf('<title>'));
}, 60_000);

/** The middleware the plugin adds to the dev server, called as Connect would. */
function devMiddleware() {
  let handler: Connect.NextHandleFunction | undefined;
  const server = { middlewares: { use: (fn: Connect.NextHandleFunction) => (handler = fn) } } as unknown as ViteDevServer;
  const hook = brandDocumentPlugin(BRANDS.onair).configureServer as (server: ViteDevServer) => void;
  hook(server);
  return (url: string) => {
    const response = { headers: {} as Record<string, string>, body: undefined as string | undefined, passed: false };
    const res = { setHeader: (name: string, value: string) => (response.headers[name] = value), end: (body: string) => (response.body = body) };
    handler?.({ url } as Connect.IncomingMessage, res as never, () => (response.passed = true));
    return response;
  };
}

test('the dev server answers /static/{name} (as the rules modal asks) and /static/{name}.html with UTF-8 HTML', () => {
  const get = devMiddleware();
  for (const url of ['/static/privacy-rules', '/static/viewer-rules.html?v=1']) {
    const response = get(url);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain(BRANDS.onair.serviceName);
  }
  expect(get('/static/unknown-rules').passed).toBe(true);
  expect(get('/static').passed).toBe(true);
});

test('/robots.txt is plain text allowing crawlers, not the app shell', () => {
  const response = devMiddleware()('/robots.txt');
  expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
  expect(response.body).toBe('User-agent: *\nAllow: /\n');
});
