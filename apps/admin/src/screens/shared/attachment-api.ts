import { baseApi } from '@onair/api-client';

/**
 * An attachment's bytes as an object URL. The files are private and the API finds them only under
 * the request's brand (x-site-code), which an <img src> cannot send: so they come through the
 * console's transport, and the URL is let go when the cache drops the entry.
 */
const attachmentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    consoleAttachmentUrl: build.query<string, string>({
      query: (uploadId) => ({
        url: `/api/admin/attachments/${encodeURIComponent(uploadId)}`,
        responseHandler: async (response: Response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : ((await response.json()) as unknown),
      }),
      async onCacheEntryAdded(_uploadId, { cacheDataLoaded, cacheEntryRemoved }) {
        try {
          const { data } = await cacheDataLoaded;
          await cacheEntryRemoved;
          URL.revokeObjectURL(data);
        } catch {
          // Never loaded: nothing to let go.
        }
      },
    }),
  }),
});

export const { useConsoleAttachmentUrlQuery } = attachmentApi;
