import type { ReactNode } from 'react';

/** A line of news at the top of a form: idled out, signed out, account activated. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded border border-accent/30 bg-accent/5 px-3 py-2 text-sm text-text">
      {children}
    </p>
  );
}
