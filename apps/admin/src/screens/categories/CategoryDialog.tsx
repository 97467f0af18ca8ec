import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { adminApi } from '@onair/api-client';
import { CATEGORY_KINDS, type AdminCategory } from '@onair/contracts';
import { Dialog, SelectField, TextInput, useGuardedSubmit } from '@onair/ui';
import { useApiErrorText } from '../../i18n/use-api-error-text';
import { useConsoleT, type ConsoleMessageKey } from '../../i18n/use-console-t';
import { FormDialogFooter } from '../shared/FormDialogFooter';
import { FormFailure } from '../staff/FormFailure';
import { CreateCategoryForm, RenameCategoryForm, type CreateCategoryInput } from './category-form';

/**
 * Adds a category (its slug, kind and both names; it goes last) or renames one (both names and the
 * kind; the slug is its browse address and stays). A refusal (a slug taken) is shown in place.
 */
export function CategoryDialog({
  category,
  position,
  onClose,
  onSaved,
}: {
  /** The category to rename; none adds one. */
  category?: AdminCategory;
  /** Where a new one goes. */
  position: number;
  onClose: () => void;
  onSaved: (saved: AdminCategory) => void;
}) {
  const t = useConsoleT();
  const errorText = useApiErrorText();
  const [create, creating] = adminApi.useAdminCreateCategoryMutation();
  const [update, updating] = adminApi.useAdminUpdateCategoryMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<CreateCategoryInput>({
    mode: 'onTouched',
    resolver: valibotResolver(category ? RenameCategoryForm : CreateCategoryForm) as never,
    defaultValues: {
      slug: category?.slug ?? '',
      kind: category?.kind ?? 'other',
      nameKo: category?.nameKo ?? '',
      nameEn: category?.nameEn ?? '',
    },
  });
  const { errors } = formState;
  const errorOf = (error: { message?: string } | undefined) => (error?.message ? t(error.message as ConsoleMessageKey) : undefined);

  const { submit } = useGuardedSubmit(
    handleSubmit,
    async (form) => {
      setFailure(null);
      const names = { kind: form.kind, nameKo: form.nameKo.trim(), nameEn: form.nameEn.trim() };
      const result = category
        ? await update({ categoryId: String(category.categoryId), body: names })
        : await create({ body: { ...names, slug: form.slug.trim(), position } });
      if (result.error) setFailure(errorText(result.error));
      else onSaved(result.data);
    },
    { onInvalid: () => setFailure(null) },
  );

  const formId = category ? 'rename-category' : 'create-category';
  return (
    <Dialog
      open
      onClose={onClose}
      title={category ? t('console.categories.renameTitle', { name: category.nameKo }) : t('console.categories.createTitle')}
      footer={
        <FormDialogFooter
          formId={formId}
          submitText={t(category ? 'console.categories.save' : 'console.categories.create')}
          cancelText={t('console.staff.form.cancel')}
          busy={creating.isLoading || updating.isLoading}
          onCancel={onClose}
        />
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
        {!category && (
          <TextInput
            label={t('console.categories.form.slug')}
            hint={t('console.categories.form.slugHint')}
            autoComplete="off"
            {...register('slug')}
            error={errorOf(errors.slug)}
          />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput label={t('console.categories.form.nameKo')} {...register('nameKo')} error={errorOf(errors.nameKo)} />
          <TextInput label={t('console.categories.form.nameEn')} {...register('nameEn')} error={errorOf(errors.nameEn)} />
        </div>
        <SelectField label={t('console.categories.form.kind')} {...register('kind')}>
          {CATEGORY_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`console.categories.kind.${kind}`)}
            </option>
          ))}
        </SelectField>
        <FormFailure text={failure} />
      </form>
    </Dialog>
  );
}
