import { baseApi } from '@onair/api-client';
import type { RulesDocument } from '@onair/contracts';
import type { MessageKey } from '@onair/i18n';

export const RULES_TITLE_KEYS: Record<RulesDocument, MessageKey> = {
  'broadcast-rules': 'rules.broadcast',
  'viewer-rules': 'rules.viewer',
  'service-rules': 'rules.service',
  'privacy-rules': 'rules.privacy',
};

/** A served HTML document is shown as its text; we never inject markup from a file into the page. */
async function readDocument(response: Response): Promise<string> {
  const body = await response.text();
  if (!(response.headers.get('content-type') ?? '').includes('html')) return body;
  const parsed = new DOMParser().parseFromString(body, 'text/html');
  parsed.querySelectorAll('script, style').forEach((node) => node.remove());
  for (const block of parsed.querySelectorAll('p, div, li, h1, h2, h3, h4, br, tr')) block.append('\n');
  return (parsed.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}

/** GET /static/{type} (SPEC section 7), through the store's transport like every other call. */
export const rulesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    rulesDocument: build.query<string, RulesDocument>({
      query: (type) => ({ url: `/static/${type}`, responseHandler: readDocument }),
    }),
  }),
  overrideExisting: false,
});
