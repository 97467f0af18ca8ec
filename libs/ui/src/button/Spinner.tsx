import { cx } from '../internal/cx';

/** A small spinning ring in the current text colour; decorative, so hidden from screen readers. */
export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-spinner=""
      className={cx(
        'inline-block size-4 shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent',
        className,
      )}
    />
  );
}
