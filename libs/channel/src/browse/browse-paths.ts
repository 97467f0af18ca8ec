/** Browse (docs/discovery.md): every category, and one category's live channels; a tag narrows either. */
export const BROWSE_ROUTE_PATH = 'browse';
export const BROWSE_CATEGORY_ROUTE_PATH = 'browse/:slug';

export function browsePath(slug?: string, tag?: string): string {
  const base = slug ? `/browse/${encodeURIComponent(slug)}` : '/browse';
  return tag ? `${base}?tag=${encodeURIComponent(tag)}` : base;
}
