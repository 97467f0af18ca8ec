import { useEffect, useId, useMemo } from 'react';
import { useT } from '@onair/i18n';
import { FileInput } from '@onair/ui';
import { FIELD_LABEL } from './field-label';
import { objectUrl } from './object-url';

export type KeptImage = { uploadId: string; url: string; fileName: string };

export type ImagePickerProps = {
  /** Images the post already has and keeps (an edit); removing one drops it from keepImageIds. */
  kept: KeptImage[];
  onKeptChange: (kept: KeptImage[]) => void;
  /** Files chosen now, sent with the form. */
  added: File[];
  onAddedChange: (files: File[]) => void;
  max: number;
};

/** Blob previews where the browser can make them; revoked when the list changes. */
function usePreviews(files: File[]) {
  const urls = useMemo(() => files.map(objectUrl), [files]);
  useEffect(() => () => urls.forEach((url) => url && URL.revokeObjectURL(url)), [urls]);
  return urls;
}

/** Up to `max` images for a post: the ones it keeps and new files, each removable before sending. */
export function ImagePicker({ kept, onKeptChange, added, onAddedChange, max }: ImagePickerProps) {
  const t = useT();
  const inputId = useId();
  const previews = usePreviews(added);
  const room = max - kept.length - added.length;
  const tile = 'relative h-20 w-20 overflow-hidden rounded border border-border bg-surface-raised';
  const removeButton =
    'absolute right-1 top-1 rounded bg-bg/80 px-1.5 text-xs font-semibold text-text hover:text-danger';
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={inputId} className={FIELD_LABEL}>
          {t('channel.post.images')}
        </label>
        <span className="text-xs text-muted">
          {t('channel.post.imagesCount', { count: kept.length + added.length, max })}
        </span>
      </div>
      <ul className="flex flex-wrap gap-2">
        {kept.map((image) => (
          <li key={image.uploadId} className={tile}>
            <img src={image.url} alt={image.fileName} className="h-full w-full object-cover" />
            <button
              type="button"
              className={removeButton}
              aria-label={t('channel.post.removeImage', { name: image.fileName })}
              onClick={() => onKeptChange(kept.filter((other) => other.uploadId !== image.uploadId))}
            >
              ×
            </button>
          </li>
        ))}
        {added.map((file, index) => (
          <li key={`${file.name}-${index}`} className={tile}>
            {previews[index] ? (
              <img src={previews[index] ?? undefined} alt={file.name} className="h-full w-full object-cover" />
            ) : (
              <span className="block break-all p-1 text-xs text-muted">{file.name}</span>
            )}
            <button
              type="button"
              className={removeButton}
              aria-label={t('channel.post.removeImage', { name: file.name })}
              onClick={() => onAddedChange(added.filter((_, other) => other !== index))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <FileInput
        id={inputId}
        accept="image/jpeg,image/png,image/gif,image/webp"
        multiple
        disabled={room <= 0}
        buttonText={t('common.file.choose')}
        onChange={(event) => {
          // Past the limit the extra files are left out here; the server would refuse them anyway.
          const chosen = Array.from(event.target.files ?? []).slice(0, Math.max(0, room));
          if (chosen.length > 0) onAddedChange([...added, ...chosen]);
          event.target.value = '';
        }}
      />
    </div>
  );
}
