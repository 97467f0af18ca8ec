/**
 * The live room's stage as the shell script draws it on an open live room's address: the room's grid,
 * the stage's cell and its 16:9 box, in and out of theater mode (libs/channel live-stage-classes.ts,
 * used by LiveRoom and PlayerArea; a change there comes here too), with the broadcast's poster, so
 * the room's player, which replaces it, lands on the same box. The theater key is libs/player's
 * THEATER_STORAGE_KEY.
 */
const grid = (wide: boolean) =>
  `grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] ${wide ? 'lg:grid-rows-[auto_auto_auto_1fr]' : 'lg:grid-rows-[auto_auto_1fr]'}`;
const cell = (wide: boolean) =>
  `min-w-0 max-lg:portrait:sticky max-lg:portrait:top-[var(--onair-site-header-height)] max-lg:portrait:z-20 max-lg:portrait:bg-bg ${wide ? 'lg:col-span-2' : 'lg:col-start-1'}`;
const box = (wide: boolean) =>
  `relative aspect-video w-full overflow-clip rounded bg-surface-raised ${
    wide ? 'lg:mx-auto lg:max-w-[calc((100vh-var(--onair-site-header-height)-3rem)*16/9)]' : ''
  }`;

export const SHELL_STAGE = {
  theaterKey: 'onair.player.theater',
  grid: grid(false),
  gridWide: grid(true),
  cell: cell(false),
  cellWide: cell(true),
  box: box(false),
  boxWide: box(true),
  poster: 'absolute inset-0 h-full w-full object-contain',
} as const;
