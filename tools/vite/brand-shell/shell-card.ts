/**
 * The classes of the home's channel card as the shell script draws it: libs/channel ChannelGrid's
 * list (CHANNEL_GRID) and ChannelCard's parts for a live channel with a thumbnail, so the app's
 * cards, which replace these, land on the same boxes.
 */
export const SHELL_CARD = {
  /** One desktop row: what the first screen shows. */
  count: 4,
  grid: 'grid grid-cols-1 gap-x-4 gap-y-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
  link: 'group flex flex-col gap-2 rounded focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent',
  box: 'relative aspect-video overflow-hidden rounded bg-surface-raised',
  picture: 'h-full w-full object-cover',
  badge: 'absolute left-2 top-2 rounded bg-danger px-1.5 py-0.5 text-xs font-bold text-danger-contrast',
  avatar:
    'flex h-9 w-9 shrink-0 items-center justify-center overflow-hidden rounded-full border border-border bg-surface-raised text-sm font-semibold',
  title: 'truncate text-sm font-semibold text-text',
  line: 'truncate text-xs text-muted',
} as const;
