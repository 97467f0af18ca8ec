import type { Plugin } from 'vite';

/** The module script and modulepreload links Vite and the start-stages plugin write into the document. */
const SCRIPT_TAG = /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g;

/**
 * The document's scripts are fetched at low priority: the static shell and the inline stylesheet
 * make the first paint without them, so nothing should treat them as holding it up. They are
 * still requested as soon as the parser meets them, and there is nothing else on the home page
 * for them to wait behind (Chrome ranks module scripts high by default, which Lighthouse reads as
 * render-blocking).
 */
export function scriptPriorityPlugin(): Plugin {
  return {
    name: 'onair-script-priority',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(SCRIPT_TAG, '<$1 fetchpriority="low"'),
    },
  };
}
