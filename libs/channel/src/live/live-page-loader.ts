import type { LivePage } from './LivePage';

export type LivePageModule = { default: typeof LivePage };

let loaded: LivePageModule | undefined;

/** Loads the live page's chunk (once; a later call answers from the module loader's cache). */
export const loadLivePage = async (): Promise<LivePageModule> =>
  (loaded = { default: (await import('./LivePage')).LivePage });

/** The live page's module, once it has loaded. */
export const loadedLivePage = (): LivePageModule | undefined => loaded;

/**
 * Starts loading the live page's chunk, for a start-up on a /live/ address: it loads beside the
 * start-up stages rather than after the first render, and once it is in, the page renders at once.
 * Its own entry point (@onair/channel/live-page-loader), so the app's start carries nothing else.
 */
export const preloadLivePage = (): Promise<unknown> => loadLivePage();
