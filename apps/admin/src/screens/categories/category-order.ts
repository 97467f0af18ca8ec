/** A category as the order needs it. */
export type Ordered = { categoryId: number; position: number };

/** The gap between positions the console writes, so one added later by hand can sit between two. */
export const POSITION_STEP = 10;

/**
 * The position changes that move one category a place up (-1) or down (+1) in the list as shown.
 * The whole list is numbered again in steps, so ties left by hand (two at 0) order for good; only
 * the categories whose position differs are sent, which is usually the two that swap.
 */
export function moveChanges(rows: readonly Ordered[], categoryId: number, by: -1 | 1): Ordered[] {
  const from = rows.findIndex((row) => row.categoryId === categoryId);
  const to = from + by;
  if (from < 0 || to < 0 || to >= rows.length) return [];
  const order = [...rows];
  const [moved] = order.splice(from, 1);
  if (!moved) return [];
  order.splice(to, 0, moved);
  return order
    .map((row, index) => ({ categoryId: row.categoryId, position: (index + 1) * POSITION_STEP, was: row.position }))
    .filter((row) => row.position !== row.was)
    .map(({ categoryId: id, position }) => ({ categoryId: id, position }));
}

/** The position a new category takes: after the last one. */
export function nextPosition(rows: readonly Ordered[]): number {
  return rows.reduce((top, row) => Math.max(top, row.position), 0) + POSITION_STEP;
}
