import type { ReactNode } from 'react';
import { ResultMark, type ResultTone } from './ResultMark';

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
        <ResultMark tone={tone} />
        <h1 className="text-xl font-bold text-text">{title}</h1>
      </div>
      {children && <div className="flex flex-col gap-3 text-sm text-text">{children}</div>}
      {actions && <div className="flex flex-col gap-2 pt-2 sm:flex-row sm:justify-center">{actions}</div>}
    </section>
  );
}
