import type { MaintenanceWindow } from '@onair/contracts';

/** A window as the API holds it: instants, and the operator's reason ('' for the standard one). */
export type Window = { startAt: Date; endAt: Date; reason: string };

/** Calls are refused from startAt (inclusive) until endAt (exclusive). */
export const isActive = (window: Window | null, now: number): window is Window =>
  window !== null && window.startAt.getTime() <= now && now < window.endAt.getTime();

/** The answer's form: UTC ISO strings, which every client parses the same way. */
export const windowView = (window: Window): MaintenanceWindow => ({
  startAt: window.startAt.toISOString(),
  endAt: window.endAt.toISOString(),
  reason: window.reason,
});

export const sameWindow = (a: Window, b: Window) =>
  a.startAt.getTime() === b.startAt.getTime() && a.endAt.getTime() === b.endAt.getTime() && a.reason === b.reason;
