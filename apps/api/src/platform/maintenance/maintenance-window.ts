import type { MaintenanceWindow } from '@onair/contracts';

/** A window as the API holds it: instants, and the operator's reason ('' for the standard one). */
export type Window = { startAt: Date; endAt: Date; reason: string };

/** An uncleared window with its brand: null closes every brand (the environment's window at start). */
export type BrandWindow = Window & { id: number; brand: string | null };

/** Calls are refused from startAt (inclusive) until endAt (exclusive). */
export const isActive = (window: Window | null, now: number): window is Window =>
  window !== null && window.startAt.getTime() <= now && now < window.endAt.getTime();

/**
 * The window a brand's site is under, of the uncleared ones (newest first): one in force now if
 * any, else the next to start. Another brand's window never counts.
 */
export function windowOfBrand(open: readonly BrandWindow[], brand: string, now: number): BrandWindow | null {
  const own = open.filter((window) => window.brand === brand || window.brand === null);
  const active = own.find((window) => isActive(window, now));
  if (active) return active;
  const ahead = own.filter((window) => window.endAt.getTime() > now);
  ahead.sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
  return ahead[0] ?? null;
}

/** The answer's form: UTC ISO strings, which every client parses the same way. */
export const windowView = (window: Window): MaintenanceWindow => ({
  startAt: window.startAt.toISOString(),
  endAt: window.endAt.toISOString(),
  reason: window.reason,
});

export const sameWindow = (a: Window, b: Window) =>
  a.startAt.getTime() === b.startAt.getTime() && a.endAt.getTime() === b.endAt.getTime() && a.reason === b.reason;
