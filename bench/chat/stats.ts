/** The value at quantile q (0..1) of values, nearest rank; 0 for none. Sorts values in place. */
export function quantile(values: number[], q: number): number {
  if (values.length === 0) return 0;
  values.sort((a, b) => a - b);
  return values[Math.min(values.length - 1, Math.max(0, Math.ceil(q * values.length) - 1))] as number;
}
