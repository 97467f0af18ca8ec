import type { IndexHtmlTransformHook, Plugin } from 'vite';
import { inlineEntryCssPlugin } from './inline-entry-css-plugin';
import { scriptPriorityPlugin } from './script-priority-plugin';

/** The plugin's transformIndexHtml handler, called as Vite calls it after the build. */
function transformOf(plugin: Plugin) {
  const hook = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
  return (html: string, bundle?: Record<string, unknown>) =>
    hook.handler.call({} as never, html, { path: '/index.html', filename: 'index.html', bundle } as never) as string;
}

test('the entry stylesheet is written into the document, and a link to anything else is left alone', () => {
  const transform = transformOf(inlineEntryCssPlugin());
  const html =
    '<head><link rel="stylesheet" crossorigin href="/assets/index-1.css"><link rel="stylesheet" href="/other.css"></head>';
  const bundle = { 'assets/index-1.css': { type: 'asset', source: 'a{color:red}/*</style>*/' } };
  expect(transform(html, bundle)).toBe(
    '<head><style>a{color:red}/*<\\/style>*/</style><link rel="stylesheet" href="/assets/index-1.css" disabled><link rel="stylesheet" href="/other.css"></head>',
  );
  expect(transform(html)).toBe(html);
});

test("the document's module script and modulepreloads are fetched at low priority", () => {
  const transform = transformOf(scriptPriorityPlugin());
  const html =
    '<script type="module" crossorigin src="/a.js"></script><link rel="modulepreload" crossorigin href="/b.js">' +
    '<link rel="modulepreload" fetchpriority="high" href="/c.js"><script>inline()</script>';
  expect(transform(html)).toBe(
    '<script type="module" fetchpriority="low" crossorigin src="/a.js"></script><link rel="modulepreload" fetchpriority="low" crossorigin href="/b.js">' +
      '<link rel="modulepreload" fetchpriority="high" href="/c.js"><script>inline()</script>',
  );
});
