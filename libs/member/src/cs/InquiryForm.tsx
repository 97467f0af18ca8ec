import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as v from 'valibot';
import { csApi } from '@onair/api-client';
import { INQUIRY_CATEGORIES } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { notify, TextInput, useGuardedSubmit } from '@onair/ui';
import { AttachmentsField } from '../shared/AttachmentsField';
import { ChoiceField } from '../shared/ChoiceField';
import { FormActions } from '../shared/FormActions';
import { chosenFiles, filled, required } from '../shared/form-rules';
import { TextAreaField } from '../shared/TextAreaField';
import { useApiErrorText } from '../shared/use-api-error-text';
import { MEMBER_FORM_OPTIONS, useFieldErrorText } from '../shared/use-field-error-text';
import { INQUIRY_CATEGORY_KEYS } from './cs-labels';

const LIMITS = { title: 100, content: 5000 } as const;

const Inquiry = v.object({
  category: required('member.cs.error.category'),
  title: filled('member.cs.error.title'),
  content: filled('member.cs.error.content'),
  files: chosenFiles,
});
type Inquiry = v.InferOutput<typeof Inquiry>;

/** A new inquiry: category, title, content and up to 3 files (images or PDF), sent as multipart. */
export function InquiryForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const t = useT();
  const errorText = useApiErrorText();
  const fieldErrorText = useFieldErrorText();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [write, { isLoading }] = csApi.useCsInquiryWriteMutation();
  const { register, control, handleSubmit, formState } = useForm<Inquiry>({
    ...MEMBER_FORM_OPTIONS,
    resolver: valibotResolver(Inquiry),
    defaultValues: { category: '', title: '', content: '', files: [] },
  });
  const { errors } = formState;

  const send = async ({ category, title, content, files }: Inquiry) => {
    setRefusal(null);
    const result = await write({
      body: { category: Number(category), title: title.trim(), content: content.trim(), attachment: files },
    });
    if (result.error) return setRefusal(errorText(result.error, 'attachment'));
    notify.success(t('member.cs.inquiry.sent'));
    onDone();
  };
  const { submit } = useGuardedSubmit(handleSubmit, send, { onInvalid: () => setRefusal(null) });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('member.cs.inquiry.write')}
      className="flex flex-col gap-4 rounded border border-border p-4"
    >
      <ChoiceField
        label={t('member.cs.inquiry.category')}
        {...register('category')}
        error={fieldErrorText(errors.category)}
        choices={INQUIRY_CATEGORIES.map((value) => ({
          value,
          label: t(INQUIRY_CATEGORY_KEYS[value] ?? 'member.cs.category.other'),
        }))}
      />
      <TextInput
        label={t('member.cs.inquiry.title')}
        maxLength={LIMITS.title}
        {...register('title')}
        error={fieldErrorText(errors.title)}
      />
      <Controller
        control={control}
        name="content"
        render={({ field, fieldState }) => (
          <TextAreaField
            label={t('member.cs.inquiry.content')}
            maxLength={LIMITS.content}
            {...field}
            error={fieldErrorText(fieldState.error)}
          />
        )}
      />
      <Controller
        control={control}
        name="files"
        render={({ field }) => <AttachmentsField files={field.value} onChange={field.onChange} />}
      />
      <FormActions
        refusal={refusal}
        submitText={t('member.cs.inquiry.submit')}
        sending={isLoading}
        onCancel={onCancel}
      />
    </form>
  );
}
