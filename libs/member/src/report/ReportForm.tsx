import { useState, type FormEvent } from 'react';
import { csApi } from '@onair/api-client';
import { DECLARATION_REASONS, DECLARATION_TARGETS } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { notify, TextInput } from '@onair/ui';
import { AttachmentsField } from '../shared/AttachmentsField';
import { ChoiceField } from '../shared/ChoiceField';
import { FormActions } from '../shared/FormActions';
import { TextAreaField } from '../shared/TextAreaField';
import { useApiErrorText } from '../shared/useApiErrorText';
import type { ReportTarget } from './ReportDialog';
import { REPORT_REASON_KEYS, REPORT_TARGET_KEYS, type ReportTargetType } from './reportLabels';

const LIMITS = { content: 2000 } as const;

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
  const [targetType, setTargetType] = useState<ReportTargetType | ''>(target?.type ?? '');
  const [targetId, setTargetId] = useState(target ? String(target.id) : '');
  const [reason, setReason] = useState('');
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<{ targetType?: string; targetId?: string; reason?: string; content?: string }>(
    {},
  );
  const [refusal, setRefusal] = useState<string | null>(null);
  const [post, { isLoading }] = csApi.useCsDeclarationPostMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      targetType: targetType ? undefined : t('member.report.error.targetType'),
      targetId: /^[1-9]\d{0,14}$/.test(targetId) ? undefined : t('member.report.error.targetId'),
      reason: reason ? undefined : t('member.report.error.reason'),
      content: content.trim() ? undefined : t('member.cs.error.content'),
    };
    setErrors(next);
    setRefusal(null);
    if (!targetType || next.targetId || next.reason || next.content) return;
    const result = await post({
      body: {
        targetType,
        targetId: Number(targetId),
        reason: Number(reason),
        content: content.trim(),
        attachments: files,
      },
    });
    if (result.error) return setRefusal(errorText(result.error, 'attachment'));
    notify.success(t('member.report.sent'));
    onDone();
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
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
            value={targetType}
            onChange={(event) => setTargetType(event.target.value as ReportTargetType | '')}
            error={errors.targetType}
            choices={DECLARATION_TARGETS.map((type) => ({ value: type, label: t(REPORT_TARGET_KEYS[type]) }))}
          />
          <TextInput
            label={t('member.report.targetId')}
            inputMode="numeric"
            value={targetId}
            onChange={(event) => setTargetId(event.target.value.replace(/\D/g, ''))}
            error={errors.targetId}
          />
        </div>
      )}
      <ChoiceField
        label={t('member.report.reasonLabel')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={errors.reason}
        choices={DECLARATION_REASONS.map((value) => ({
          value,
          label: t(REPORT_REASON_KEYS[value] ?? 'member.report.reason.other'),
        }))}
      />
      <TextAreaField
        label={t('member.report.content')}
        value={content}
        maxLength={LIMITS.content}
        onChange={(event) => setContent(event.target.value)}
        error={errors.content}
      />
      <AttachmentsField files={files} onChange={setFiles} />
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
