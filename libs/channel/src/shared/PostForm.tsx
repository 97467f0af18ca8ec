import { useId, useMemo, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { POST_LIMITS } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { Button, SelectField, TextInput, useGuardedSubmit } from '@onair/ui';
import { FIELD_LABEL } from './field-label';
import { ImagePicker, type KeptImage } from './ImagePicker';
import { postRules, type PostRefusal } from './post-refusal';

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
  // Checked as the API checks them; what is sent is the form's values as they are.
  const resolver = useMemo(
    () =>
      valibotResolver(
        v.object({
          ...postRules(t).entries,
          category: v.number(),
          important: v.boolean(),
          // The images are the picker's to check (type, size, how many) as they are chosen.
          kept: v.array(v.custom<KeptImage>(() => true)),
          added: v.array(v.custom<File>(() => true)),
        }),
        undefined,
        { raw: true },
      ),
    [t],
  );
  const { register, handleSubmit, setError, clearErrors, control, formState } = useForm<PostValues>({
    defaultValues: { ...initial, added: [] },
    resolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = formState;
  // A field being corrected no longer says what was wrong with it; the other field's refusal stays.
  const retyped = (field: 'title' | 'content') => ({ onChange: () => clearErrors(field) });

  const send = async (values: PostValues) => {
    const refusal = await onSubmit(values);
    if (refusal?.title) setError('title', { type: 'server', message: refusal.title });
    if (refusal?.content) setError('content', { type: 'server', message: refusal.content });
    if (refusal?.form) setError('root.server', { type: 'server', message: refusal.form });
  };

  const guarded = useGuardedSubmit(handleSubmit, send);
  return (
    <form onSubmit={guarded.submit} className="flex flex-col gap-4 rounded bg-surface p-4 sm:p-6" noValidate>
      <h2 className="text-lg font-bold text-text">{heading}</h2>
      {categories && (
        <SelectField
          label={t('channel.post.category')}
          {...register('category', { valueAsNumber: true })}
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
        maxLength={POST_LIMITS.titleMax}
        {...register('title', retyped('title'))}
        error={errors.title?.message}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={contentId} className={FIELD_LABEL}>
          {t('channel.post.content')}
        </label>
        <textarea
          id={contentId}
          maxLength={POST_LIMITS.contentMax}
          rows={10}
          {...register('content', retyped('content'))}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={errors.content ? contentErrorId : undefined}
          className="min-h-48 rounded border border-border bg-surface p-3 text-sm text-text focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30 aria-invalid:border-danger aria-invalid:focus:ring-danger/30"
        />
        {errors.content && (
          <p id={contentErrorId} role="alert" className="text-xs font-medium text-danger">
            {errors.content.message}
          </p>
        )}
      </div>
      {withImportant && (
        <label className="flex min-h-10 items-center gap-2 self-start text-sm text-text">
          <input type="checkbox" {...register('important')} className="h-5 w-5 accent-accent" />
          {t('channel.post.important')}
        </label>
      )}
      <Controller
        control={control}
        name="kept"
        render={({ field: kept }) => (
          <Controller
            control={control}
            name="added"
            render={({ field: added }) => (
              <ImagePicker
                kept={kept.value}
                onKeptChange={kept.onChange}
                added={added.value}
                onAddedChange={added.onChange}
                max={POST_LIMITS.imagesMax}
              />
            )}
          />
        )}
      />
      {errors.root?.server && (
        <p role="alert" className="text-sm text-danger">
          {errors.root.server.message}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={guarded.pending}>
          {submitText}
        </Button>
      </div>
    </form>
  );
}
