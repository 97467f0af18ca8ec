import type { ReactNode } from 'react';

/** A list with nothing in it yet. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="py-10 text-center text-sm text-muted">{children}</p>;
}
