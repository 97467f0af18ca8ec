import { valibotResolver } from '@hookform/resolvers/valibot';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { adminApi } from '@onair/api-client';
import { Button, notify } from '@onair/ui';
import { useApiErrorText } from '../../i18n/use-api-error-text';
import { useConsoleT } from '../../i18n/use-console-t';
import { FormFailure } from '../staff/FormFailure';

/** The API's limit (libs/contracts admin-reports answerInquiry). */
const MAX_ANSWER = 5000;
const Answer = v.object({ answer: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(MAX_ANSWER)) });
type Answer = v.InferOutput<typeof Answer>;

export type AnswerFormProps = {
  inquiryId: number;
  /** The answer given so far: sending again corrects it. */
  answer: string | null;
  onAnswered: () => void;
};

/** Writes (or corrects) the answer the member reads in their inquiry list. */
export function AnswerForm({ inquiryId, answer, onAnswered }: AnswerFormProps) {
  const t = useConsoleT();
  const id = useId();
  const errorText = useApiErrorText();
  const [send, { isLoading }] = adminApi.useAdminAnswerInquiryMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<Answer>({
    resolver: valibotResolver(Answer),
    defaultValues: { answer: answer ?? '' },
  });
  const invalid = Boolean(formState.errors.answer);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await send({ inquiryId: String(inquiryId), body: { answer: values.answer } });
    if (result.error) return setFailure(errorText(result.error));
    notify.success(t('console.inquiries.answered'));
    onAnswered();
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-text">
        {t('console.inquiries.answer')}
      </label>
      <textarea
        id={id}
        rows={6}
        maxLength={MAX_ANSWER}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-hint`}
        {...register('answer')}
        className="w-full rounded border border-border bg-surface px-3 py-2 text-sm text-text focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30 aria-invalid:border-danger"
      />
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t('console.inquiries.answerHint')}
      </p>
      {invalid && (
        <p role="alert" className="text-xs font-medium text-danger">
          {t('console.inquiries.answerRequired')}
        </p>
      )}
      <FormFailure text={failure} />
      <span className="flex justify-end">
        <Button type="submit" loading={isLoading}>
          {answer ? t('console.inquiries.correct') : t('console.inquiries.send')}
        </Button>
      </span>
    </form>
  );
}
