import { useId, type ReactNode } from 'react';
import { cx } from '../internal/cx';

export type PanelProps = {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** A titled card; the heading names the region for screen readers. */
export function Panel({ title, actions, children, className }: PanelProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className={cx('rounded border border-border bg-surface p-4 sm:p-5', className)}
    >
      {(title || actions) && (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          {title && (
            <h2 id={headingId} className="text-base font-bold text-text">
              {title}
            </h2>
          )}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}
