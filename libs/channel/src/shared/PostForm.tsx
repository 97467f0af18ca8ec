import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { POST_LIMITS } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { Button, TextInput } from '@onair/ui';
import { ImagePicker, type KeptImage } from './ImagePicker';

export type PostValues = {
  title: string;
  content: string;
  category: number;
  important: boolean;
  /** Images the post keeps (an edit), in order. */
  kept: KeptImage[];
  /** New image files. */
  added: File[];
};

export type PostFormProps = {
  initial: Omit<PostValues, 'added'>;
  /** The board's categories; none for a notice. */
  categories?: Array<{ value: number; label: string }>;
  /** Offer the important (pinned) box: a notice, written by who runs the channel. */
  withImportant?: boolean;
  submitText: string;
  /** Resolves to the API's refusal text, or null when it went through. */
  onSubmit: (values: PostValues) => Promise<string | null>;
  onCancel: () => void;
  heading: ReactNode;
};

/**
 * Writing or editing a notice or a board post: title, content, category, images. The server
 * checks every rule and its refusal is shown as sent; the inputs only stop typing past the limits.
 */
export function PostForm({ initial, categories, withImportant = false, submitText, onSubmit, onCancel, heading }: PostFormProps) {
  const t = useT();
  const contentId = useId();
  const categoryId = useId();
  const [values, setValues] = useState<PostValues>({ ...initial, added: [] });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const set = (patch: Partial<PostValues>) => setValues((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setRefusal(await onSubmit(values));
    setSending(false);
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4 rounded bg-surface p-4 sm:p-6" noValidate>
      <h2 className="text-lg font-bold text-text">{heading}</h2>
      {categories && (
        <div className="flex flex-col gap-1">
          <label htmlFor={categoryId} className="text-sm font-semibold text-text">
            {t('channel.post.category')}
          </label>
          <select
            id={categoryId}
            value={values.category}
            onChange={(event) => set({ category: Number(event.target.value) })}
            className="h-11 rounded border border-border bg-bg px-3 text-sm text-text sm:max-w-xs"
          >
            {categories.map((category) => (
              <option key={category.value} value={category.value}>
                {category.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <TextInput
        label={t('channel.post.title')}
        value={values.title}
        maxLength={POST_LIMITS.titleMax}
        onChange={(event) => set({ title: event.target.value })}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={contentId} className="text-sm font-semibold text-text">
          {t('channel.post.content')}
        </label>
        <textarea
          id={contentId}
          value={values.content}
          maxLength={POST_LIMITS.contentMax}
          rows={10}
          onChange={(event) => set({ content: event.target.value })}
          className="min-h-48 rounded border border-border bg-bg p-3 text-sm text-text"
        />
      </div>
      {withImportant && (
        <label className="flex items-center gap-2 text-sm text-text">
          <input type="checkbox" checked={values.important} onChange={(event) => set({ important: event.target.checked })} />
          {t('channel.post.important')}
        </label>
      )}
      <ImagePicker
        kept={values.kept}
        onKeptChange={(kept) => set({ kept })}
        added={values.added}
        onAddedChange={(added) => set({ added })}
        max={POST_LIMITS.imagesMax}
      />
      {refusal && (
        <p role="alert" className="text-sm text-danger">
          {refusal}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={sending}>
          {submitText}
        </Button>
      </div>
    </form>
  );
}

