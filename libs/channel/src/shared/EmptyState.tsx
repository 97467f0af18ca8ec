import type { ReactNode } from 'react';

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded bg-surface py-10 text-center text-sm text-muted">{children}</p>;
}
