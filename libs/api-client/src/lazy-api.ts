import { baseApi } from './base-api';
import { lazyGroup } from './lazy-group';

/**
 * What the generated groups inject into (the generator's apiImport): baseApi's injectEndpoints, but
 * the injection waits for the group's first use (lazy-group.ts), so evaluating a group's module
 * costs nothing at start.
 */
export const lazyApi: Pick<typeof baseApi, 'injectEndpoints'> = {
  injectEndpoints: (options) => lazyGroup(() => baseApi.injectEndpoints(options)),
};
