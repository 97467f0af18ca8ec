import type { ReactNode } from 'react';
import { Spinner } from '@onair/ui';

export type ResultTone = 'success' | 'pending' | 'error' | 'neutral';

const marks: Record<ResultTone, ReactNode> = {
  success: <span className="text-2xl text-success">✓</span>,
  pending: <Spinner className="size-6 text-accent" />,
  error: <span className="text-2xl font-bold text-danger">!</span>,
  neutral: <span className="text-2xl font-bold text-muted">·</span>,
};

/** One payment outcome: a mark, a headline, what happened, and where to go next. */
export function ResultFrame({
  tone,
  title,
  children,
  actions,
}: {
  tone: ResultTone;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section
      className="mx-auto flex w-full max-w-lg flex-col gap-4 rounded border border-border bg-surface p-5 sm:p-8"
      aria-live="polite"
    >
      <div className="flex flex-col items-center gap-3 text-center">
        <div
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full border border-border bg-surface-raised"
        >
          {marks[tone]}
        </div>
        <h1 className="text-xl font-bold text-text">{title}</h1>
      </div>
      {children && <div className="flex flex-col gap-3 text-sm text-text">{children}</div>}
      {actions && <div className="flex flex-col gap-2 pt-2 sm:flex-row sm:justify-center">{actions}</div>}
    </section>
  );
}
