import type { ApiLink, PublishGrant } from '../api-link';

/**
 * An API that grants the keys it is given and notes which broadcasts were filed as recordings;
 * every other call answers nothing to do. For media tests that run the broadcaster without an API.
 */
export function grantingApiLink(grantOf: (key: string) => PublishGrant | undefined): { api: ApiLink; filed: number[] } {
  const filed: number[] = [];
  const api: ApiLink = {
    publish: async (key) => grantOf(key) ?? { refused: 'unknown-key' },
    unpublish: async (broadcastId, recording) => {
      if (recording) filed.push(broadcastId);
    },
    heartbeat: async () => ({ drop: [], purge: [], clips: [], purgeClips: [] }),
    purged: async () => undefined,
    clipMade: async () => undefined,
    clipsPurged: async () => undefined,
    thumbnail: async () => undefined,
  };
  return { api, filed };
}
