import { baseApi } from '@onair/api-client';
import type { Locale, RulesDocument } from '@onair/contracts';
import type { MessageKey } from '@onair/i18n';

export const RULES_TITLE_KEYS: Record<RulesDocument, MessageKey> = {
  'broadcast-rules': 'rules.broadcast',
  'viewer-rules': 'rules.viewer',
  'service-rules': 'rules.service',
  'privacy-rules': 'rules.privacy',
};

/** A rules document as read in one language: its version and its text. */
export type RulesText = { version: number; text: string };

/** Which document, in which interface language: English readers get English where it exists, everyone else Korean. */
export type RulesDocumentArg = { type: RulesDocument; locale: Locale };

type InForce = { version: number; bodyKo: string | null; bodyEn: string | null };

/** A served HTML document is shown as its text; we never inject markup from a file into the page. */
async function readDocument(response: Response): Promise<string> {
  const body = await response.text();
  if (!(response.headers.get('content-type') ?? '').includes('html')) return body;
  const parsed = new DOMParser().parseFromString(body, 'text/html');
  // The document's own title (h1) is the modal's title already: shown twice, it would read as a repeat.
  parsed.querySelectorAll('script, style, title, h1').forEach((node) => node.remove());
  for (const block of parsed.querySelectorAll('p, div, li, h1, h2, h3, h4, br, tr')) block.append('\n');
  return (parsed.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}

/**
 * The version in force of a rules document: the one the brand published in the console
 * (GET /api/guest/rules-documents/{type}), else version 1, built into the site (GET /static/{type},
 * SPEC section 7, and its English at /static/en/{type}), which is also read when the API cannot say.
 * In English, the Korean is shown only where a version has no English.
 */
export const rulesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    rulesDocument: build.query<RulesText, RulesDocumentArg>({
      async queryFn({ type, locale }, _api, _extra, baseQuery) {
        const english = locale === 'en';
        const published = await baseQuery({ url: `/api/guest/rules-documents/${type}` });
        const inForce = published.data as InForce | undefined;
        if (inForce?.bodyKo) {
          return { data: { version: inForce.version, text: english && inForce.bodyEn ? inForce.bodyEn : inForce.bodyKo } };
        }
        if (english) {
          const builtInEn = await baseQuery({ url: `/static/en/${type}`, responseHandler: readDocument });
          if (!builtInEn.error) return { data: { version: 1, text: builtInEn.data as string } };
        }
        const builtIn = await baseQuery({ url: `/static/${type}`, responseHandler: readDocument });
        if (builtIn.error) return { error: builtIn.error };
        return { data: { version: 1, text: builtIn.data as string } };
      },
    }),
  }),
  overrideExisting: false,
});
