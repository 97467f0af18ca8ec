/** The studio's chart colours and axis style, from the theme's tokens so dark mode follows. */
export const SERIES = {
  first: 'var(--onair-accent)',
  second: '#3b82f6',
  third: '#10b981',
  grid: 'var(--onair-border)',
  axis: 'var(--onair-text-muted)',
} as const;

export const axis = { stroke: SERIES.axis, fontSize: 11 } as const;
