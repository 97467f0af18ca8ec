import { useEffect, useId, useMemo } from 'react';
import { useT } from '@onair/i18n';
import { FileInput } from '@onair/ui';
import { objectUrl } from '../shared/object-url';

export type ImageChoice = { file: File | null; remove: boolean };

/** One image of the channel (profile or banner): the current one, a new file, or none. */
export function ImageField({
  label,
  removeText,
  currentUrl,
  choice,
  onChange,
  wide = false,
}: {
  label: string;
  /** The remove button's words, whole: in English the image's name is mid-sentence there ("Remove banner image"). */
  removeText: string;
  currentUrl: string | null;
  choice: ImageChoice;
  onChange: (choice: ImageChoice) => void;
  /** A banner: shown wide rather than round. */
  wide?: boolean;
}) {
  const t = useT();
  const inputId = useId();
  const preview = useMemo(() => (choice.file ? objectUrl(choice.file) : null), [choice.file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const shown = choice.file ? preview : choice.remove ? null : currentUrl;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-medium text-text">
        {label}
      </label>
      <div
        className={`overflow-hidden border border-border bg-surface-raised ${wide ? 'aspect-[4/1] w-full rounded' : 'h-20 w-20 rounded-full'}`}
      >
        {shown && <img src={shown} alt={label} className="h-full w-full object-cover" />}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <FileInput
          id={inputId}
          accept="image/jpeg,image/png,image/gif,image/webp"
          buttonText={t('common.file.choose')}
          statusText={choice.file ? choice.file.name : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            if (file) onChange({ file, remove: false });
          }}
        />
        {(choice.file || (currentUrl && !choice.remove)) && (
          <button
            type="button"
            onClick={() => onChange({ file: null, remove: currentUrl !== null })}
            className="min-h-10 px-1 text-sm font-semibold text-muted hover:text-danger"
          >
            {removeText}
          </button>
        )}
      </div>
    </div>
  );
}
