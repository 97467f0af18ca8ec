import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { POST_LIMITS } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { Button, SelectField, TextInput } from '@onair/ui';
import { FIELD_LABEL } from './fieldLabel';
import { ImagePicker, type KeptImage } from './ImagePicker';
import { checkPost, type PostRefusal } from './postRefusal';

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
  /** Resolves to the API's refusal (see usePostRefusal), or null when it went through. */
  onSubmit: (values: PostValues) => Promise<PostRefusal | null>;
  onCancel: () => void;
  heading: ReactNode;
};

/**
 * Writing or editing a notice or a board post: title, content, category, images. An empty title or
 * content is refused here, in the API's words, before anything is sent; the server checks every rule
 * again, and its refusal is shown at the field it names (else under the images, by the buttons).
 */
export function PostForm({
  initial,
  categories,
  withImportant = false,
  submitText,
  onSubmit,
  onCancel,
  heading,
}: PostFormProps) {
  const t = useT();
  const contentId = useId();
  const contentErrorId = useId();
  const [values, setValues] = useState<PostValues>({ ...initial, added: [] });
  const [refusal, setRefusal] = useState<PostRefusal | null>(null);
  const [sending, setSending] = useState(false);
  const set = (patch: Partial<PostValues>) => setValues((current) => ({ ...current, ...patch }));
  // A field being corrected no longer says what was wrong with it; the other field's refusal stays.
  const retype = (field: 'title' | 'content', text: string) => {
    set({ [field]: text });
    setRefusal((current) => (current?.[field] ? { ...current, [field]: undefined } : current));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const broken = checkPost(t, values);
    setRefusal(broken);
    if (broken) return;
    setSending(true);
    setRefusal(await onSubmit(values));
    setSending(false);
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4 rounded bg-surface p-4 sm:p-6"
      noValidate
    >
      <h2 className="text-lg font-bold text-text">{heading}</h2>
      {categories && (
        <SelectField
          label={t('channel.post.category')}
          value={values.category}
          onChange={(event) => set({ category: Number(event.target.value) })}
          className="sm:max-w-xs"
        >
          {categories.map((category) => (
            <option key={category.value} value={category.value}>
              {category.label}
            </option>
          ))}
        </SelectField>
      )}
      <TextInput
        label={t('channel.post.title')}
        value={values.title}
        maxLength={POST_LIMITS.titleMax}
        onChange={(event) => retype('title', event.target.value)}
        error={refusal?.title}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={contentId} className={FIELD_LABEL}>
          {t('channel.post.content')}
        </label>
        <textarea
          id={contentId}
          value={values.content}
          maxLength={POST_LIMITS.contentMax}
          rows={10}
          onChange={(event) => retype('content', event.target.value)}
          aria-invalid={refusal?.content ? true : undefined}
          aria-describedby={refusal?.content ? contentErrorId : undefined}
          className="min-h-48 rounded border border-border bg-surface p-3 text-sm text-text focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30 aria-invalid:border-danger aria-invalid:focus:ring-danger/30"
        />
        {refusal?.content && (
          <p id={contentErrorId} role="alert" className="text-xs font-medium text-danger">
            {refusal.content}
          </p>
        )}
      </div>
      {withImportant && (
        <label className="flex min-h-10 items-center gap-2 self-start text-sm text-text">
          <input
            type="checkbox"
            checked={values.important}
            onChange={(event) => set({ important: event.target.checked })}
            className="h-5 w-5 accent-accent"
          />
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
      {refusal?.form && (
        <p role="alert" className="text-sm text-danger">
          {refusal.form}
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
