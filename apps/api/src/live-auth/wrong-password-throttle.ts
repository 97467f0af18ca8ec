/**
 * Wrong room passwords per viewer and room: a few tries, then a pause, so a short password cannot
 * be guessed by trying them all. Per node: with several nodes a guesser gets a few more tries.
 */
export function wrongPasswordThrottle({ tries = 5, windowMs = 10 * 60_000 } = {}) {
  const failures = new Map<string, number[]>();
  const recent = (key: string) => (failures.get(key) ?? []).filter((at) => Date.now() - at < windowMs);
  return {
    blocked(key: string): boolean {
      return recent(key).length >= tries;
    },
    failed(key: string) {
      if (failures.size > 50_000) failures.clear();
      failures.set(key, [...recent(key), Date.now()]);
    },
  };
}

export type WrongPasswordThrottle = ReturnType<typeof wrongPasswordThrottle>;
