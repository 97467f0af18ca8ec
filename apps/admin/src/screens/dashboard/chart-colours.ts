/** The chart series draw in the console theme's tokens, never colours of their own. */
export const SERIES = {
  first: 'var(--onair-accent)',
  second: 'var(--onair-success)',
  third: 'var(--onair-danger)',
  grid: 'var(--onair-border)',
  axis: 'var(--onair-text-muted)',
} as const;
