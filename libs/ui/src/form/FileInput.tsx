import { useId, type ComponentPropsWithRef } from 'react';
import { cx } from '../internal/cx';

export type FileInputProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'className'> & {
  /** The visible button's text, in the page's language (파일 선택, Choose file). */
  buttonText: string;
  /** What is chosen (a file name, 선택된 파일 없음); left out when the page lists the files itself. */
  statusText?: string;
  className?: string;
};

/**
 * A file picker in the page's language. The browser's own file input speaks the browser's language
 * ("Choose File / No file chosen" in a Korean page), so it stays in the page, focusable and named by
 * the field's label, but out of sight; a second label of ours, drawn as a button, opens it and shows
 * the keyboard focus it has.
 */
export function FileInput({ buttonText, statusText, className, id, ...input }: FileInputProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const statusId = `${inputId}-status`;
  const describedBy = [input['aria-describedby'], statusText ? statusId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('flex min-w-0 flex-wrap items-center gap-2', className)}>
      <input {...input} id={inputId} type="file" aria-describedby={describedBy} className="peer sr-only" />
      <label
        htmlFor={inputId}
        className="inline-flex h-8 cursor-pointer select-none items-center rounded border border-border bg-surface-raised px-3 text-sm font-semibold text-text transition hover:border-accent peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent peer-disabled:cursor-not-allowed peer-disabled:opacity-50"
      >
        {buttonText}
      </label>
      {statusText && (
        <span id={statusId} className="min-w-0 truncate text-sm text-muted">
          {statusText}
        </span>
      )}
    </div>
  );
}
