import { useId, type ReactNode } from 'react';
import { CONTENT_TYPE_LABELS, UPLOAD_RULES, uploadMessageRef, type UploadAccept } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { useApiMessage } from '@onair/i18n/api-messages';
import { Button, FileInput } from '@onair/ui';

/**
 * Picks up to maxCount files for a multipart field and lists them with a remove button. A file over
 * the rule's size is refused here with the API's own wording (in the reader's language), so nobody
 * waits for 10 MB to upload only to be told no; the API still judges the type (by content) and the size.
 */
export function FileField({
  label,
  accept,
  maxCount,
  files,
  onChange,
  error,
  onError,
}: {
  label: ReactNode;
  accept: UploadAccept;
  maxCount: number;
  files: File[];
  onChange: (files: File[]) => void;
  error?: string | null;
  onError: (message: string | null) => void;
}) {
  const t = useT();
  const apiMessage = useApiMessage();
  const inputId = useId();
  const rule = UPLOAD_RULES[accept];
  const types = rule.contentTypes.map((type) => CONTENT_TYPE_LABELS[type] ?? type).join(', ');

  const add = (picked: File[]) => {
    if (picked.some((file) => file.size > rule.maxBytes))
      return onError(apiMessage(uploadMessageRef('tooLarge', { accept })));
    const next = [...files, ...picked];
    if (next.length > maxCount) return onError(apiMessage(uploadMessageRef('tooMany', { maxCount })));
    onError(null);
    onChange(next);
  };

  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-text">
        {label}
      </label>
      <FileInput
        id={inputId}
        multiple={maxCount > 1}
        accept={rule.contentTypes.join(',')}
        disabled={files.length >= maxCount}
        onChange={(event) => {
          const picked = [...(event.target.files ?? [])];
          // Emptied at once, so the same file can be picked again after it is removed.
          event.target.value = '';
          add(picked);
        }}
        aria-describedby={`${inputId}-hint`}
        buttonText={t('common.file.choose')}
        statusText={files.length === 0 ? t('common.file.none') : undefined}
      />
      <p id={`${inputId}-hint`} className="text-xs text-muted">
        {t('member.file.hint', { types, max: rule.maxBytes / (1024 * 1024), count: maxCount })}
      </p>
      {files.length > 0 && (
        <ul aria-label={t('member.file.chosen')} className="flex flex-col gap-1">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              className="flex items-center justify-between gap-2 rounded bg-surface-raised px-2 py-1 text-sm"
            >
              <span className="min-w-0 truncate">{file.name}</span>
              <Button
                variant="ghost"

                guardMs={0}
                aria-label={t('member.file.remove', { name: file.name })}
                onClick={() => onChange(files.filter((_, at) => at !== index))}
              >
                {t('member.file.removeShort')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
