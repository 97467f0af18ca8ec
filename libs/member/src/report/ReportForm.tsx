import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as v from 'valibot';
import { csApi } from '@onair/api-client';
import { DECLARATION_REASONS, DECLARATION_TARGETS } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { notify, rewriteAsTyped, TextInput, useGuardedSubmit } from '@onair/ui';
import { AttachmentsField } from '../shared/AttachmentsField';
import { ChoiceField } from '../shared/ChoiceField';
import { FormActions } from '../shared/FormActions';
import { chosenFiles, filled, matching, required } from '../shared/form-rules';
import { TextAreaField } from '../shared/TextAreaField';
import { useApiErrorText } from '../shared/use-api-error-text';
import { MEMBER_FORM_OPTIONS, useFieldErrorText } from '../shared/use-field-error-text';
import type { ReportTarget } from './ReportDialog';
import { REPORT_REASON_KEYS, REPORT_TARGET_KEYS, type ReportTargetType } from './report-labels';

const LIMITS = { content: 2000 } as const;

const Report = v.object({
  targetType: required('member.report.error.targetType'),
  targetId: matching(/^[1-9]\d{0,14}$/, 'member.report.error.targetId'),
  reason: required('member.report.error.reason'),
  content: filled('member.cs.error.content'),
  files: chosenFiles,
});
type Report = v.InferOutput<typeof Report>;

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** The report itself: the target (given, or chosen), a reason, the content and attachments, sent as multipart. */
export function ReportForm({
  target,
  onDone,
  onCancel,
}: {
  target?: ReportTarget;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const errorText = useApiErrorText();
  const fieldErrorText = useFieldErrorText();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [post, { isLoading }] = csApi.useCsDeclarationPostMutation();
  const { register, control, handleSubmit, formState } = useForm<Report>({
    ...MEMBER_FORM_OPTIONS,
    resolver: valibotResolver(Report),
    defaultValues: {
      targetType: target?.type ?? '',
      targetId: target ? String(target.id) : '',
      reason: '',
      content: '',
      files: [],
    },
  });
  const { errors } = formState;

  const send = async ({ targetType, targetId, reason, content, files }: Report) => {
    setRefusal(null);
    const result = await post({
      body: {
        targetType: targetType as ReportTargetType,
        targetId: Number(targetId),
        ...(target?.seq === undefined ? {} : { targetSeq: target.seq }),
        reason: Number(reason),
        content: content.trim(),
        attachments: files,
      },
    });
    if (result.error) return setRefusal(errorText(result.error, 'attachment'));
    notify.success(t('member.report.sent'));
    onDone();
  };
  const { submit } = useGuardedSubmit(handleSubmit, send, { onInvalid: () => setRefusal(null) });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {target ? (
        <p className="rounded bg-surface-raised px-3 py-2 text-sm text-text">
          {t('member.report.targetFixed', {
            kind: t(REPORT_TARGET_KEYS[target.type]),
            name: target.label ?? String(target.id),
          })}
        </p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <ChoiceField
            label={t('member.report.targetType')}
            {...register('targetType')}
            error={fieldErrorText(errors.targetType)}
            choices={DECLARATION_TARGETS.map((type) => ({ value: type, label: t(REPORT_TARGET_KEYS[type]) }))}
          />
          <TextInput
            label={t('member.report.targetId')}
            inputMode="numeric"
            {...rewriteAsTyped(register('targetId'), digitsOnly)}
            error={fieldErrorText(errors.targetId)}
          />
        </div>
      )}
      <ChoiceField
        label={t('member.report.reasonLabel')}
        {...register('reason')}
        error={fieldErrorText(errors.reason)}
        choices={DECLARATION_REASONS.map((value) => ({
          value,
          label: t(REPORT_REASON_KEYS[value] ?? 'member.report.reason.other'),
        }))}
      />
      <Controller
        control={control}
        name="content"
        render={({ field, fieldState }) => (
          <TextAreaField
            label={t('member.report.content')}
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
        submitText={t('member.report.submit')}
        sending={isLoading}
        danger
        onCancel={onCancel}
      />
    </form>
  );
}
