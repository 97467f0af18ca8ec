import { useState } from 'react';
import { csApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { useMembersOnly } from '@onair/store';
import { Button, notify } from '@onair/ui';
import { useFailureText } from '../shared/use-failure-text';

/** 좋아요 with its count; pressing again takes the like back. The answer's count replaces ours at once. */
export function LikeButton({ boardId, liked, likeCount }: { boardId: number; liked: boolean; likeCount: number }) {
  const t = useT();
  const membersOnly = useMembersOnly();
  const failureText = useFailureText();
  const [like, { isLoading }] = csApi.useBoardLikeMutation();
  const [answer, setAnswer] = useState<{ liked: boolean; likeCount: number } | null>(null);
  const state = answer ?? { liked, likeCount };
  const press = () =>
    membersOnly(() => {
      like({ body: { boardId, liked: !state.liked } })
        .unwrap()
        .then(setAnswer, (error: unknown) => notify.error(failureText(error)));
    });
  return (
    <Button variant={state.liked ? 'primary' : 'secondary'} aria-pressed={state.liked} loading={isLoading} onClick={press}>
      <span aria-hidden="true">{state.liked ? '♥' : '♡'}</span>
      {t('channel.board.like', { count: state.likeCount })}
    </Button>
  );
}
