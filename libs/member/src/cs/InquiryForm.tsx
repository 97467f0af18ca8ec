import { useState, type FormEvent } from 'react';
import { csApi } from '@onair/api-client';
import { INQUIRY_CATEGORIES } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { notify, TextInput } from '@onair/ui';
import { AttachmentsField } from '../shared/AttachmentsField';
import { ChoiceField } from '../shared/ChoiceField';
import { FormActions } from '../shared/FormActions';
import { TextAreaField } from '../shared/TextAreaField';
import { useApiErrorText } from '../shared/useApiErrorText';
import { INQUIRY_CATEGORY_KEYS } from './csLabels';

const LIMITS = { title: 100, content: 5000 } as const;

/** A new inquiry: category, title, content and up to 3 files (images or PDF), sent as multipart. */
export function InquiryForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const t = useT();
  const errorText = useApiErrorText();
  const [category, setCategory] = useState('');
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<{ category?: string; title?: string; content?: string }>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [write, { isLoading }] = csApi.useCsInquiryWriteMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      category: category ? undefined : t('member.cs.error.category'),
      title: title.trim() ? undefined : t('member.cs.error.title'),
      content: content.trim() ? undefined : t('member.cs.error.content'),
    };
    setErrors(next);
    setRefusal(null);
    if (next.category || next.title || next.content) return;
    const result = await write({
      body: { category: Number(category), title: title.trim(), content: content.trim(), attachment: files },
    });
    if (result.error) return setRefusal(errorText(result.error, 'attachment'));
    notify.success(t('member.cs.inquiry.sent'));
    onDone();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('member.cs.inquiry.write')}
      className="flex flex-col gap-4 rounded border border-border p-4"
    >
      <ChoiceField
        label={t('member.cs.inquiry.category')}
        value={category}
        onChange={(event) => setCategory(event.target.value)}
        error={errors.category}
        choices={INQUIRY_CATEGORIES.map((value) => ({
          value,
          label: t(INQUIRY_CATEGORY_KEYS[value] ?? 'member.cs.category.other'),
        }))}
      />
      <TextInput
        label={t('member.cs.inquiry.title')}
        value={title}
        maxLength={LIMITS.title}
        onChange={(event) => setTitle(event.target.value)}
        error={errors.title}
      />
      <TextAreaField
        label={t('member.cs.inquiry.content')}
        value={content}
        maxLength={LIMITS.content}
        onChange={(event) => setContent(event.target.value)}
        error={errors.content}
      />
      <AttachmentsField files={files} onChange={setFiles} />
      <FormActions
        refusal={refusal}
        submitText={t('member.cs.inquiry.submit')}
        sending={isLoading}
        onCancel={onCancel}
      />
    </form>
  );
}
