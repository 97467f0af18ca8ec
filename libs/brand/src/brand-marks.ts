import type { BrandCode } from '@onair/contracts';

/**
 * Each brand's logo mark: one SVG path on a 24×24 box, filled with the brand's accent (even-odd, so
 * a shape inside a shape is a hole). The header draws it before the brand's name, the static shell
 * and the favicon draw the same path, so a screenshot tells the brands apart by shape as by colour.
 */
export const BRAND_MARKS: Record<BrandCode, string> = {
  // On air: a recording dot inside a ring.
  onair: 'M12 2a10 10 0 1 1 0 20a10 10 0 0 1 0-20zm0 2.2a7.8 7.8 0 1 0 0 15.6a7.8 7.8 0 0 0 0-15.6zm0 3.3a4.5 4.5 0 1 1 0 9a4.5 4.5 0 0 1 0-9z',
  // A bell.
  bellcast:
    'M12 2a1.5 1.5 0 0 1 1.5 1.5v.7a6.5 6.5 0 0 1 5 6.3v4.2l1.8 2.6a.8.8 0 0 1-.66 1.25H4.36a.8.8 0 0 1-.66-1.25l1.8-2.6v-4.2a6.5 6.5 0 0 1 5-6.3v-.7A1.5 1.5 0 0 1 12 2zm-2.5 17.5h5a2.5 2.5 0 0 1-5 0z',
  // A mint leaf with its vein.
  mint: 'M20.5 3.5C11.5 3.5 4.5 8 4.5 15c0 1.4.35 2.7.95 3.8L3.5 20.8l1.2 1.2l2-2c1.1.65 2.4 1 3.8 1c7 0 10-7 10-17.5zM8.6 17.9c1.6-3.9 4.4-7 7.9-9.2c-2.6 2.9-4.8 6-6.3 9.9z',
  // A new star: a four-pointed sparkle and a small one beside it.
  nova: 'M10 2l2.1 7.4L19.5 11.5l-7.4 2.1L10 21l-2.1-7.4L.5 11.5l7.4-2.1zM19 1.5l.9 2.6l2.6.9l-2.6.9L19 8.5l-.9-2.6l-2.6-.9l2.6-.9z',
};
