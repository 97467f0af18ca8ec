import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { adminApi } from '@onair/api-client';
import { RULES_DOCUMENTS, type RulesDocument } from '@onair/contracts';
import { Dialog, SelectField, TextInput, useGuardedSubmit } from '@onair/ui';
import { useApiErrorText } from '../../i18n/use-api-error-text';
import { useConsoleT } from '../../i18n/use-console-t';
import { TextArea } from '../content/TextArea';
import { koreanInstant, koreanLocalValue } from '../../time/korean-time';
import { FormDialogFooter } from '../shared/FormDialogFooter';
import { FormFailure } from '../staff/FormFailure';
import { ReasonField } from '../staff/ReasonField';
import { PublishForm, type PublishFormInput } from './rules-document-form';

/**
 * Publishes the next version of one of the brand's rules documents: its text in Korean (English
 * optional), from when it is in force (Korean time, not in the past), and why. Members who agreed
 * to an earlier version are asked again once it is in force.
 */
export function PublishVersionDialog({
  document,
  onClose,
  onPublished,
}: {
  document: RulesDocument;
  onClose: () => void;
  onPublished: (version: adminApi.AdminPublishRulesDocumentApiResponse) => void;
}) {
  const t = useConsoleT();
  const errorText = useApiErrorText();
  const [publish, { isLoading }] = adminApi.useAdminPublishRulesDocumentMutation();
  const [failure, setFailure] = useState<string | null>(null);
  // A week ahead by default: members are told of a change before it binds them.
  const weekAhead = Date.now() + 7 * 86_400_000;
  const { register, control, handleSubmit, formState } = useForm<PublishFormInput, unknown, v.InferOutput<typeof PublishForm>>({
    mode: 'onTouched',
    resolver: valibotResolver(PublishForm),
    defaultValues: { document, bodyKo: '', bodyEn: '', effectiveLocal: koreanLocalValue(weekAhead - (weekAhead % 3_600_000)), reason: '' },
  });
  const { errors } = formState;
  const errorOf = (error: { message?: string } | undefined) => (error?.message ? t(error.message as Parameters<typeof t>[0]) : undefined);

  const { submit } = useGuardedSubmit(
    handleSubmit,
    async (form) => {
      setFailure(null);
      const result = await publish({
        body: {
          document: form.document,
          bodyKo: form.bodyKo,
          bodyEn: form.bodyEn === '' ? null : form.bodyEn,
          effectiveAt: koreanInstant(form.effectiveLocal) ?? '',
          reason: form.reason,
        },
      });
      if (result.error) setFailure(errorText(result.error));
      else onPublished(result.data);
    },
    { onInvalid: () => setFailure(null) },
  );

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('console.rules.publish')}
      size="lg"
      footer={
        <FormDialogFooter
          formId="publish-rules"
          submitText={t('console.rules.publishSubmit')}
          cancelText={t('console.staff.form.cancel')}
          busy={isLoading}
          onCancel={onClose}
        />
      }
    >
      <form id="publish-rules" noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label={t('console.rules.document')} {...register('document')}>
            {RULES_DOCUMENTS.map((each) => (
              <option key={each} value={each}>
                {t(`console.rules.name.${each}`)}
              </option>
            ))}
          </SelectField>
          <TextInput
            type="datetime-local"
            label={t('console.rules.effectiveAt')}
            {...register('effectiveLocal')}
            error={errorOf(errors.effectiveLocal)}
          />
        </div>
        <Controller
          control={control}
          name="bodyKo"
          render={({ field }) => (
            <div className="flex flex-col gap-1">
              <TextArea label={t('console.rules.bodyKo')} value={field.value} onChange={field.onChange} maxLength={100_000} rows={10} />
              {errors.bodyKo && (
                <p role="alert" className="text-sm text-danger">
                  {errorOf(errors.bodyKo)}
                </p>
              )}
            </div>
          )}
        />
        <Controller
          control={control}
          name="bodyEn"
          render={({ field }) => <TextArea label={t('console.rules.bodyEn')} value={field.value} onChange={field.onChange} maxLength={100_000} rows={5} />}
        />
        <Controller
          control={control}
          name="reason"
          render={({ field }) => <ReasonField value={field.value} onChange={field.onChange} error={errorOf(errors.reason)} />}
        />
        <p className="text-xs text-muted">{t('console.rules.publishLead')}</p>
        <FormFailure text={failure} />
      </form>
    </Dialog>
  );
}
