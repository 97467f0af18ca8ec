import { useId, useMemo, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { csApi } from '@onair/api-client';
import { COMMENT_MAX } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { useAppDispatch, useMembersOnly } from '@onair/store';
import { Button, notify, Pager, useGuardedSubmit } from '@onair/ui';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { useFailureText } from '../shared/use-failure-text';
import { CommentItem } from './CommentItem';
import { commentSchema } from './comment-rule';
import { ReplyForm } from './ReplyForm';

/** The most the API gives in one page; a post with more comments gets pages. */
const COMMENTS_PAGE = 100;

/**
 * A post's comments, oldest first, each with its replies under it (one level), and the box to write
 * one. Who may comment may reply to a comment (one reply box at a time). Its writer may edit a
 * comment or reply in place (one at a time); its writer or who runs the channel may delete it.
 */
export function CommentSection({ boardId, canComment }: { boardId: number; canComment: boolean }) {
  const t = useT();
  const inputId = useId();
  const membersOnly = useMembersOnly();
  const failureText = useFailureText();
  const dispatch = useAppDispatch();
  const [page, setPage] = useState(1);
  const listArg = { boardId, page, size: COMMENTS_PAGE };
  const { data } = csApi.useBoardCommentListQuery(listArg);
  const [write, writing] = csApi.useBoardCommentWriteMutation();
  const [remove, removal] = csApi.useBoardCommentDeleteMutation();
  const rule = t('apiError.board.comment');
  const resolver = useMemo(() => valibotResolver(commentSchema(rule)), [rule]);
  const { register, handleSubmit, setError, resetField, formState } = useForm<{ content: string }>({
    defaultValues: { content: '' },
    resolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const refusal = formState.errors.content?.message;
  const [editingId, setEditingId] = useState<number | null>(null);
  const [replyingTo, setReplyingTo] = useState<number | null>(null);
  // The comment whose 삭제 was pressed: it goes only once the dialog is confirmed, as a post does.
  const [confirmingId, setConfirmingId] = useState<number | null>(null);

  const send = ({ content }: { content: string }) =>
    write({ body: { boardId, content } })
      .unwrap()
      .then(
        () => {
          resetField('content');
          // Oldest first: the new comment is on the last page, where the writer expects to see it.
          if (data) setPage(Math.max(1, Math.ceil((data.total + 1) / COMMENTS_PAGE)));
        },
        (error: unknown) => setError('content', { type: 'server', message: failureText(error) }),
      );
  const guarded = useGuardedSubmit(handleSubmit, send);
  // A visitor is asked to sign in before anything is checked.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    membersOnly(() => guarded.submit());
  };
  const saved = (updated: csApi.BoardCommentUpdateApiResponse) => {
    // The new words in place at once, not the old ones until the list comes back.
    dispatch(
      csApi.csEndpoints.util.updateQueryData('boardCommentList', listArg, (draft) => {
        const index = draft.items.findIndex((item) => item.commentId === updated.commentId);
        if (index >= 0) draft.items[index] = { ...updated, replies: draft.items[index]?.replies ?? [] };
        for (const thread of draft.items) {
          const reply = thread.replies?.findIndex((item) => item.commentId === updated.commentId) ?? -1;
          if (reply >= 0 && thread.replies) thread.replies[reply] = updated;
        }
      }),
    );
    setEditingId(null);
  };
  const removeComment = (commentId: number) =>
    remove({ commentId: String(commentId) })
      .unwrap()
      .then(() => {
        // The last comment of a later page gone: that page is empty now, so show the one before.
        if (page > 1 && data?.items.length === 1) setPage(page - 1);
      })
      .catch((error: unknown) => notify.error(failureText(error)))
      .finally(() => setConfirmingId(null));

  return (
    <section aria-labelledby={`${inputId}-heading`} className="flex flex-col gap-3">
      <h3 id={`${inputId}-heading`} className="text-sm font-bold text-text">
        {t('channel.board.comments', { count: data?.commentCount ?? data?.total ?? 0 })}
      </h3>
      {data && data.items.length > 0 && (
        <ul className="flex flex-col divide-y divide-border rounded bg-bg/40">
          {data.items.map(({ replies = [], ...comment }) => (
            <CommentItem
              key={comment.commentId}
              comment={comment}
              editing={editingId === comment.commentId}
              onEdit={() => setEditingId(comment.commentId)}
              onSaved={saved}
              onCancel={() => setEditingId(null)}
              onDelete={() => setConfirmingId(comment.commentId)}
              {...(canComment ? { onReply: () => membersOnly(() => setReplyingTo(comment.commentId)) } : {})}
            >
              {replies.length > 0 && (
                <ul
                  aria-label={
                    comment.removed
                      ? t('channel.board.repliesOfRemoved')
                      : t('channel.board.replies', { author: comment.authorNickname })
                  }
                  className="ml-6 flex flex-col divide-y divide-border border-l-2 border-border"
                >
                  {replies.map((reply) => (
                    <CommentItem
                      key={reply.commentId}
                      comment={reply}
                      editing={editingId === reply.commentId}
                      onEdit={() => setEditingId(reply.commentId)}
                      onSaved={saved}
                      onCancel={() => setEditingId(null)}
                      onDelete={() => setConfirmingId(reply.commentId)}
                    />
                  ))}
                </ul>
              )}
              {replyingTo === comment.commentId && (
                <ReplyForm
                  boardId={boardId}
                  parentCommentId={comment.commentId}
                  parentAuthor={comment.authorNickname}
                  onDone={() => setReplyingTo(null)}
                  onCancel={() => setReplyingTo(null)}
                />
              )}
            </CommentItem>
          ))}
        </ul>
      )}
      {data && data.total > COMMENTS_PAGE && (
        <Pager
          page={page}
          size={COMMENTS_PAGE}
          total={data.total}
          onPage={setPage}
          label={t('channel.pager.label')}
          previousText={t('channel.pager.previous')}
          nextText={t('channel.pager.next')}
        />
      )}
      {canComment && (
        <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <label htmlFor={inputId} className="sr-only">
            {t('channel.board.commentLabel')}
          </label>
          <textarea
            id={inputId}
            maxLength={COMMENT_MAX}
            rows={2}
            placeholder={t('channel.board.commentPlaceholder')}
            {...register('content')}
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
      <ConfirmDialog
        open={confirmingId !== null}
        title={t('channel.board.deleteCommentTitle')}
        confirmText={t('channel.delete')}
        busy={removal.isLoading}
        onConfirm={() => confirmingId !== null && void removeComment(confirmingId)}
        onClose={() => setConfirmingId(null)}
      >
        {t('channel.deleteText')}
      </ConfirmDialog>
    </section>
  );
}
