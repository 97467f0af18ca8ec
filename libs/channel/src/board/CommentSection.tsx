import { useId, useState, type FormEvent } from 'react';
import { csApi } from '@onair/api-client';
import { COMMENT_MAX } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { useMembersOnly } from '@onair/store';
import { Button, notify } from '@onair/ui';
import { useFailureText } from '../shared/useFailureText';
import { useFormatDate } from '../shared/useFormatDate';

/** A post's comments, oldest first, with the box to write one; each comment its writer (or who runs the channel) may delete. */
export function CommentSection({ boardId, canComment }: { boardId: number; canComment: boolean }) {
  const t = useT();
  const inputId = useId();
  const membersOnly = useMembersOnly();
  const failureText = useFailureText();
  const formatDate = useFormatDate();
  const { data } = csApi.useBoardCommentListQuery({ boardId, size: 100 });
  const [write, writing] = csApi.useBoardCommentWriteMutation();
  const [remove] = csApi.useBoardCommentDeleteMutation();
  const [content, setContent] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    membersOnly(() => {
      write({ body: { boardId, content } })
        .unwrap()
        .then(
          () => {
            setContent('');
            setRefusal(null);
          },
          (error: unknown) => setRefusal(failureText(error)),
        );
    });
  };
  const removeComment = (commentId: number) =>
    remove({ commentId: String(commentId) })
      .unwrap()
      .catch((error: unknown) => notify.error(failureText(error)));

  return (
    <section aria-labelledby={`${inputId}-heading`} className="flex flex-col gap-3">
      <h3 id={`${inputId}-heading`} className="text-sm font-bold text-text">
        {t('channel.board.comments', { count: data?.total ?? 0 })}
      </h3>
      {data && data.items.length > 0 && (
        <ul className="flex flex-col divide-y divide-border rounded bg-bg/40">
          {data.items.map((comment) => (
            <li key={comment.commentId} className="flex items-start justify-between gap-3 px-3 py-2">
              <div className="min-w-0">
                <p className="text-xs text-muted">
                  <span className="font-semibold text-text">{comment.authorNickname}</span> ·{' '}
                  <time dateTime={comment.createdAt}>{formatDate(comment.createdAt)}</time>
                </p>
                <p className="whitespace-pre-line break-words text-sm text-text">{comment.content}</p>
              </div>
              {comment.canDelete && (
                <button
                  type="button"
                  onClick={() => void removeComment(comment.commentId)}
                  aria-label={t('channel.board.deleteComment', { author: comment.authorNickname })}
                  className="shrink-0 text-xs font-semibold text-muted hover:text-danger"
                >
                  {t('channel.delete')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canComment && (
        <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <label htmlFor={inputId} className="sr-only">
            {t('channel.board.commentLabel')}
          </label>
          <textarea
            id={inputId}
            value={content}
            maxLength={COMMENT_MAX}
            rows={2}
            placeholder={t('channel.board.commentPlaceholder')}
            onChange={(event) => setContent(event.target.value)}
            className="min-w-0 flex-1 rounded border border-border bg-bg p-2 text-sm text-text"
          />
          <Button type="submit" loading={writing.isLoading} className="sm:h-[3.75rem]">
            {t('channel.board.commentSubmit')}
          </Button>
        </form>
      )}
      {refusal && (
        <p role="alert" className="text-sm text-danger">
          {refusal}
        </p>
      )}
    </section>
  );
}
