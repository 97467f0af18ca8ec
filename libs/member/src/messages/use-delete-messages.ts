import { useCallback } from 'react';
import { myApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { notify } from '@onair/ui';
import { useApiErrorText } from '../shared/use-api-error-text';

/** Deletes the member's own copy of messages; says how it went in a toast. Answers whether it worked. */
export function useDeleteMessages() {
  const t = useT();
  const errorText = useApiErrorText();
  const [deleteMessages, { isLoading }] = myApi.useMyDeleteMessagesMutation();
  const remove = useCallback(
    async (msgIds: number[]) => {
      const result = await deleteMessages({ body: { msgIds } });
      if (result.error) {
        notify.error(errorText(result.error));
        return false;
      }
      notify.success(t('member.messages.deleted', { count: result.data.deleted }));
      return true;
    },
    [deleteMessages, errorText, t],
  );
  return { remove, deleting: isLoading };
}
