import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as v from 'valibot';
import { myApi } from '@onair/api-client';
import { MESSAGE_LIMITS } from '@onair/contracts';
import { useT, type MessageKey } from '@onair/i18n';
import { Button, Dialog, TextInput, notify, stripSpacesAsTyped, useGuardedSubmit } from '@onair/ui';
import { FormError } from '../shared/FormError';
import { required } from '../shared/form-rules';
import { TextAreaField } from '../shared/TextAreaField';
import { useApiErrorText } from '../shared/use-api-error-text';
import { MEMBER_FORM_OPTIONS, useFieldErrorText } from '../shared/use-field-error-text';

/** What the compose dialog starts with: an empty recipient for a new message, the sender for a reply. */
export type ComposeDraft = { loginId: string };

/** A recipient, and 1 to 500 characters once trimmed (the contract's MESSAGE_LIMITS). */
const Message = v.object({
  loginId: required('member.messages.recipientRequired'),
  content: v.pipe(
    v.string(),
    v.check((content) => {
      const length = content.trim().length;
      return length >= MESSAGE_LIMITS.contentMin && length <= MESSAGE_LIMITS.contentMax;
    }, 'member.messages.contentRule' satisfies MessageKey),
  ),
});
type Message = v.InferOutput<typeof Message>;

/**
 * Writes a message: the recipient's login ID and up to 500 characters (with a counter). The API's
 * refusal (unknown member, blocked, messages turned off) stays in the dialog as it sent it.
 */
export function ComposeDialog({ draft, onClose }: { draft: ComposeDraft | null; onClose: () => void }) {
  const t = useT();
  const errorText = useApiErrorText();
  const fieldErrorText = useFieldErrorText();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [send, { isLoading }] = myApi.useMySendMessageMutation();
  const { register, control, handleSubmit, reset, formState } = useForm<Message>({
    ...MEMBER_FORM_OPTIONS,
    resolver: valibotResolver(Message),
    defaultValues: { loginId: '', content: '' },
  });

  useEffect(() => {
    if (!draft) return;
    reset({ loginId: draft.loginId, content: '' });
    setRefusal(null);
  }, [draft, reset]);

  const { submit } = useGuardedSubmit(
    handleSubmit,
    async ({ loginId, content }) => {
      setRefusal(null);
      const result = await send({ body: { loginId, content: content.trim() } });
      if (result.error) return setRefusal(errorText(result.error));
      notify.success(t('member.messages.sentToast', { nickname: result.data.recipientNickname }));
      onClose();
    },
    { onInvalid: () => setRefusal(null) },
  );

  return (
    <Dialog
      open={draft !== null}
      onClose={onClose}
      title={t('member.messages.compose')}
      showCloseButton
      closeLabel={t('common.close')}
      size="md"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextInput
          label={t('member.messages.recipient')}
          autoComplete="off"
          maxLength={40}
          {...stripSpacesAsTyped(register('loginId'))}
          error={fieldErrorText(formState.errors.loginId)}
          placeholder={t('member.messages.recipientPlaceholder')}
        />
        <Controller
          control={control}
          name="content"
          render={({ field, fieldState }) => (
            <TextAreaField
              label={t('member.messages.content')}
              maxLength={MESSAGE_LIMITS.contentMax}
              {...field}
              error={fieldErrorText(fieldState.error)}
            />
          )}
        />
        <FormError message={refusal} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={isLoading}>
            {t('member.messages.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
