import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A next step under a result: the main one filled, the others outlined. */
export function ResultLink({ to, primary = false, children }: { to: string; primary?: boolean; children: ReactNode }) {
  return (
    <Link
      to={to}
      className={`inline-flex h-10 items-center justify-center rounded px-4 text-sm font-semibold transition ${
        primary
          ? 'bg-accent text-accent-contrast hover:brightness-110'
          : 'border border-border bg-surface-raised text-text hover:border-accent'
      }`}
    >
      {children}
    </Link>
  );
}
