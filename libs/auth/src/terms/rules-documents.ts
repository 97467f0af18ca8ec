import { baseApi } from '@onair/api-client';
import type { RulesDocument } from '@onair/contracts';
import type { MessageKey } from '@onair/i18n';

export const RULES_TITLE_KEYS: Record<RulesDocument, MessageKey> = {
  'broadcast-rules': 'rules.broadcast',
  'viewer-rules': 'rules.viewer',
  'service-rules': 'rules.service',
  'privacy-rules': 'rules.privacy',
};

/** A rules document as read: its version, its Korean text, and its English one when it has one. */
export type RulesText = { version: number; ko: string; en: string | null };

type InForce = { version: number; bodyKo: string | null; bodyEn: string | null };

/** A served HTML document is shown as its text; we never inject markup from a file into the page. */
async function readDocument(response: Response): Promise<string> {
  const body = await response.text();
  if (!(response.headers.get('content-type') ?? '').includes('html')) return body;
  const parsed = new DOMParser().parseFromString(body, 'text/html');
  parsed.querySelectorAll('script, style').forEach((node) => node.remove());
  for (const block of parsed.querySelectorAll('p, div, li, h1, h2, h3, h4, br, tr')) block.append('\n');
  return (parsed.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}

/**
 * The version in force of a rules document: the one the brand published in the console
 * (GET /api/guest/rules-documents/{type}), else version 1, built into the site (GET /static/{type},
 * SPEC section 7), which is also read when the API cannot say.
 */
export const rulesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    rulesDocument: build.query<RulesText, RulesDocument>({
      async queryFn(type, _api, _extra, baseQuery) {
        const published = await baseQuery({ url: `/api/guest/rules-documents/${type}` });
        const inForce = published.data as InForce | undefined;
        if (inForce?.bodyKo) return { data: { version: inForce.version, ko: inForce.bodyKo, en: inForce.bodyEn } };
        const builtIn = await baseQuery({ url: `/static/${type}`, responseHandler: readDocument });
        if (builtIn.error) return { error: builtIn.error };
        return { data: { version: 1, ko: builtIn.data as string, en: null } };
      },
    }),
  }),
  overrideExisting: false,
});
