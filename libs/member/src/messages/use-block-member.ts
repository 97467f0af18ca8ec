import { useCallback } from 'react';
import { myApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { notify } from '@onair/ui';
import { useApiErrorText } from '../shared/use-api-error-text';

/** Blocks a member (by login ID) from messaging the member; answers the API's refusal (the caller shows it), or null when it worked. */
export function useBlockMember() {
  const t = useT();
  const errorText = useApiErrorText();
  const [blockMember, { isLoading }] = myApi.useMyBlockMemberMutation();
  const block = useCallback(
    async (loginId: string): Promise<string | null> => {
      const result = await blockMember({ body: { targetId: loginId } });
      if (result.error) return errorText(result.error);
      notify.success(t('member.messages.blocked', { nickname: result.data.nickname }));
      return null;
    },
    [blockMember, errorText, t],
  );
  return { block, blocking: isLoading };
}
