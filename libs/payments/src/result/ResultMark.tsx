import { Spinner } from '@onair/ui';

export type ResultTone = 'success' | 'pending' | 'error' | 'cancelled' | 'neutral';

// One drawing per outcome, all the same size and stroke, in a ring tinted by the outcome.
const paths: Record<Exclude<ResultTone, 'pending'>, string> = {
  success: 'M5 10.5l3.5 3.5L15 7',
  error: 'M10 5v6.5M10 14.6v.4',
  cancelled: 'M6.5 6.5l7 7M13.5 6.5l-7 7',
  neutral: 'M10 9v5.5M10 5.6v.4',
};

const rings: Record<ResultTone, string> = {
  success: 'border-success/40 bg-success/10 text-success',
  pending: 'border-accent/40 bg-accent/10 text-accent',
  error: 'border-danger/40 bg-danger/10 text-danger',
  cancelled: 'border-border bg-surface-raised text-muted',
  neutral: 'border-border bg-surface-raised text-muted',
};

/** The round mark over a payment outcome's headline: a check, a spinner, an exclamation, a cross or an i. */
export function ResultMark({ tone }: { tone: ResultTone }) {
  return (
    <div
      aria-hidden="true"
      data-mark={tone}
      className={`flex size-12 items-center justify-center rounded-full border ${rings[tone]}`}
    >
      {tone === 'pending' ? (
        <Spinner className="size-6" />
      ) : (
        <svg
          viewBox="0 0 20 20"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d={paths[tone]} />
        </svg>
      )}
    </div>
  );
}
