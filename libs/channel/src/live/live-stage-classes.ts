/**
 * The live room's grid and its stage (LiveRoom, PlayerArea), shared with the stage's placeholder;
 * tools/vite brand-shell's shell-stage.ts draws the same boxes in the document before the app: a
 * change here goes there too.
 */
export const LIVE_ROOM_GRID = (wide: boolean) =>
  `grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] ${wide ? 'lg:grid-rows-[auto_auto_auto_1fr]' : 'lg:grid-rows-[auto_auto_1fr]'}`;

/**
 * On a phone held upright the stage stays pinned under the site header (--onair-site-header-height,
 * libs/ui theme.css) while the page scrolls, as the big services' mobile players do: the picture and
 * the gift alert over its top edge are never scrolled under the header. Not on a phone on its side,
 * where the stage alone is about the screen's height.
 */
export const LIVE_STAGE_CELL = (wide: boolean) =>
  `min-w-0 max-lg:portrait:sticky max-lg:portrait:top-[var(--onair-site-header-height)] max-lg:portrait:z-20 max-lg:portrait:bg-bg ${wide ? 'lg:col-span-2' : 'lg:col-start-1'}`;

/** The 16:9 stage; in theater mode no taller than the screen below the header (the width follows from the height). */
export const LIVE_STAGE_BOX = (wide: boolean) =>
  `relative aspect-video w-full overflow-clip rounded bg-surface-raised ${
    wide ? 'lg:mx-auto lg:max-w-[calc((100vh-var(--onair-site-header-height)-3rem)*16/9)]' : ''
  }`;
