const PG_UNIQUE_VIOLATION = '23505';

/** Whether a database error (or one it caused) is a unique constraint refusing a duplicate: two writers raced. */
export function uniqueViolation(error: unknown): boolean {
  for (
    let current = error as { code?: unknown; cause?: unknown } | undefined;
    current;
    current = current.cause as typeof current
  ) {
    if (current.code === PG_UNIQUE_VIOLATION) return true;
  }
  return false;
}
