import { useEffect, useState, type FormEvent } from 'react';
import { myApi } from '@onair/api-client';
import { MESSAGE_LIMITS, stripSpaces } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { Button, Dialog, TextInput, notify } from '@onair/ui';
import { FormError } from '../shared/FormError';
import { TextAreaField } from '../shared/TextAreaField';
import { useApiErrorText } from '../shared/useApiErrorText';

/** What the compose dialog starts with: an empty recipient for a new message, the sender for a reply. */
export type ComposeDraft = { loginId: string };

/**
 * Writes a message: the recipient's login ID and up to 500 characters (with a counter). The API's
 * refusal (unknown member, blocked, messages turned off) stays in the dialog as it sent it.
 */
export function ComposeDialog({ draft, onClose }: { draft: ComposeDraft | null; onClose: () => void }) {
  const t = useT();
  const errorText = useApiErrorText();
  const [loginId, setLoginId] = useState('');
  const [content, setContent] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ loginId?: string; content?: string }>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [send, { isLoading }] = myApi.useMySendMessageMutation();

  useEffect(() => {
    if (!draft) return;
    setLoginId(draft.loginId);
    setContent('');
    setFieldErrors({});
    setRefusal(null);
  }, [draft]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = content.trim();
    const errors = {
      loginId: loginId ? undefined : t('member.messages.recipientRequired'),
      content:
        text.length >= MESSAGE_LIMITS.contentMin && text.length <= MESSAGE_LIMITS.contentMax
          ? undefined
          : t('member.messages.contentRule'),
    };
    setFieldErrors(errors);
    setRefusal(null);
    if (errors.loginId || errors.content) return;
    const result = await send({ body: { loginId, content: text } });
    if (result.error) return setRefusal(errorText(result.error));
    notify.success(t('member.messages.sentToast', { nickname: result.data.recipientNickname }));
    onClose();
  };

  return (
    <Dialog
      open={draft !== null}
      onClose={onClose}
      title={t('member.messages.compose')}
      showCloseButton
      closeLabel={t('common.close')}
      size="md"
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <TextInput
          label={t('member.messages.recipient')}
          value={loginId}
          autoComplete="off"
          maxLength={40}
          onChange={(event) => setLoginId(stripSpaces(event.target.value))}
          error={fieldErrors.loginId}
          placeholder={t('member.messages.recipientPlaceholder')}
        />
        <TextAreaField
          label={t('member.messages.content')}
          value={content}
          maxLength={MESSAGE_LIMITS.contentMax}
          onChange={(event) => setContent(event.target.value)}
          error={fieldErrors.content}
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
