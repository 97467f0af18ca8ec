import type { BroadcastLanguage } from '@onair/contracts';

/** Browse (docs/discovery.md): every category, and one category's live channels; a tag or a language narrows either. */
export const BROWSE_ROUTE_PATH = 'browse';
export const BROWSE_CATEGORY_ROUTE_PATH = 'browse/:slug';

export function browsePath(slug?: string, tag?: string, language?: BroadcastLanguage): string {
  const base = slug ? `/browse/${encodeURIComponent(slug)}` : '/browse';
  const query = new URLSearchParams();
  if (tag) query.set('tag', tag);
  if (language) query.set('language', language);
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}
