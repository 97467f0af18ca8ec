import type { WriteKind } from './write-kinds';

/** One kind's budget: how many writes one member, and one address, may make in a window. */
export type WriteLimit = {
  /** Signed-in writes of one member; null where the writer is never signed in (signup). */
  perMember: number | null;
  /** Writes from one client address, members and visitors together (a shared NAT counts once). */
  perAddress: number;
  windowMs: number;
};

const MINUTE = 60_000;

/**
 * Generous on purpose: a real person, even a busy streamer's fan or a family behind one router,
 * never reaches them; a script does within seconds. docs/permissions.md lists the same numbers.
 */
export const DEFAULT_WRITE_LIMITS: Readonly<Record<WriteKind, WriteLimit>> = {
  signup: { perMember: null, perAddress: 10, windowMs: 60 * MINUTE },
  messages: { perMember: 30, perAddress: 120, windowMs: MINUTE },
  posts: { perMember: 30, perAddress: 120, windowMs: MINUTE },
  follows: { perMember: 60, perAddress: 240, windowMs: MINUTE },
  reports: { perMember: 20, perAddress: 60, windowMs: 10 * MINUTE },
  // Gifts come in bursts (a viewer tapping through a combo): several a second for a while is still a person.
  money: { perMember: 300, perAddress: 1200, windowMs: MINUTE },
  other: { perMember: 120, perAddress: 600, windowMs: MINUTE },
};

/**
 * Every budget multiplied by RATE_LIMIT_SCALE. Load tools (the money storm, the benches, e2e) send
 * thousands of writes from one address on purpose and start the API with a large scale; nothing
 * turns the limits off.
 */
export function scaledWriteLimits(scale: number, limits = DEFAULT_WRITE_LIMITS): Record<WriteKind, WriteLimit> {
  const times = (count: number) => Math.max(1, Math.round(count * scale));
  return Object.fromEntries(
    Object.entries(limits).map(([kind, limit]) => [
      kind,
      { ...limit, perMember: limit.perMember === null ? null : times(limit.perMember), perAddress: times(limit.perAddress) },
    ]),
  ) as Record<WriteKind, WriteLimit>;
}
