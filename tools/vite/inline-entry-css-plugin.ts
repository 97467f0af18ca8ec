import type { Plugin } from 'vite';

/** A stylesheet link Vite writes into the document: <link rel="stylesheet" crossorigin href="/assets/x.css">. */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g;

/**
 * Builds write the entry's stylesheet into the document as a <style> element rather than link it:
 * the static shell then paints with the HTML alone, one round trip sooner than a render-blocking
 * request allows, and before any script is needed. The app's one stylesheet (Tailwind and the
 * theme tokens) is small enough (about 9 kB gzip) to travel with the document. The file is still
 * emitted, for anything that asks for it by name, and named by a disabled link.
 */
export function inlineEntryCssPlugin(): Plugin {
  return {
    name: 'onair-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(STYLESHEET_LINK, (link, href: string) => {
          const asset = bundle[href.replace(/^\//, '')];
          if (asset?.type !== 'asset') return link;
          const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          // "</style" inside the sheet would end the element early; CSS reads "<\/style" the same.
          // The disabled link is never fetched nor applied: it is there for Vite's loader of lazy
          // chunks, which adds a chunk's stylesheet unless a link to it is in the document, and
          // would otherwise fetch and apply this sheet a second time, restyling the whole page.
          return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="${href}" disabled>`;
        });
      },
    },
  };
}
