/** The site's channel search, relative to the site layout (SPEC.md section 2 leaves it to us). */
export const SEARCH_ROUTE_PATH = 'search';

/** The results page for a keyword, or the empty search page. */
export const searchPath = (keyword = '') => (keyword ? `/search?keyword=${encodeURIComponent(keyword)}` : '/search');
