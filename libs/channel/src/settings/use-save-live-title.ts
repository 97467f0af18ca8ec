import { useCallback, useState } from 'react';
import { guestApi, myApi } from '@onair/api-client';
import type { BroadcastLanguage } from '@onair/contracts';
import { useAppDispatch } from '@onair/store';
import { useFailureText } from '../shared/use-failure-text';

export type SavedLiveTitle = myApi.UpdateLiveTitleApiResponse;

/** The broadcast's category, tags and language (docs/discovery.md), sent with the title when the form has them. */
export type BroadcastTopicsInput = { categoryId: number | null; tags: string[]; language?: BroadcastLanguage };

/**
 * Saving the broadcast's title (PUT /api/my/channel-live-title). The answer is written into every
 * cached detail of the channel (the live page's, with or without a door's ticket, and the settings'),
 * so the owner's own pages show it at once without loading the channel again. Answers what was
 * stored, or null after a refusal, which `refusal` then says in the reader's language.
 */
export function useSaveLiveTitle(channelId: number) {
  const dispatch = useAppDispatch();
  const failureText = useFailureText();
  const [update, { isLoading }] = myApi.useUpdateLiveTitleMutation();
  const [refusal, setRefusal] = useState<string | null>(null);

  const save = useCallback(
    async (liveTitle: string, topics?: BroadcastTopicsInput): Promise<SavedLiveTitle | null> => {
      try {
        const saved = await update({ body: { channelId, liveTitle, ...topics } }).unwrap();
        setRefusal(null);
        dispatch((patch, getState) => {
          const util = guestApi.guestEndpoints.util;
          for (const arg of util.selectCachedArgsForQuery(getState(), 'getChannelDetail')) {
            if (arg.channelId !== String(channelId)) continue;
            patch(
              util.updateQueryData('getChannelDetail', arg, (draft) => {
                draft.liveTitle = saved.liveTitle;
                if (saved.tags) draft.tags = saved.tags;
                if (saved.categoryId !== undefined) draft.categoryId = saved.categoryId;
                if (saved.language) draft.language = saved.language;
              }),
            );
          }
        });
        return saved;
      } catch (failure) {
        setRefusal(failureText(failure));
        return null;
      }
    },
    [channelId, update, dispatch, failureText],
  );

  return { save, saving: isLoading, refusal, clearRefusal: useCallback(() => setRefusal(null), []) };
}
