import { useEffect, useRef, type ReactNode } from 'react';
import type { csApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { ReportButton } from '@onair/member';
import { useFormatDate } from '../shared/use-format-date';
import { CommentEditor } from './CommentEditor';

type Comment = Omit<csApi.BoardCommentListApiResponse['items'][number], 'replies'>;

const actionClass =
  'inline-flex min-h-10 min-w-10 shrink-0 items-center justify-center px-2 text-xs font-semibold text-muted';

/**
 * One comment or reply: its words, or the editor while its author edits them; 답글 on a comment for
 * who may comment, 수정 for its author, 삭제 for who may delete. A removed comment holding replies
 * says only that it was deleted. What follows it (its replies, the reply box) comes as children.
 */
export function CommentItem({
  comment,
  editing,
  onEdit,
  onSaved,
  onCancel,
  onDelete,
  onReply,
  children,
}: {
  comment: Comment;
  editing: boolean;
  onEdit: () => void;
  onSaved: (comment: Comment) => void;
  onCancel: () => void;
  onDelete: () => void;
  /** Offered on a comment (not a reply) to who may comment. */
  onReply?: () => void;
  children?: ReactNode;
}) {
  const t = useT();
  const formatDate = useFormatDate();
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);

  useEffect(() => {
    // Saved or cancelled: a keyboard user goes on from the 수정 they started at, not from the page top.
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (comment.removed) {
    return (
      <li className="flex flex-col">
        <p className="px-3 py-2 text-sm text-muted">{t('channel.board.commentRemoved')}</p>
        {children}
      </li>
    );
  }
  return (
    <li className="flex flex-col">
      <div className="flex items-start justify-between gap-3 px-3 py-2">
        <div className="min-w-0 flex-1">
          <p className="text-xs text-muted">
            <span className="font-semibold text-text">{comment.authorNickname}</span> ·{' '}
            <time dateTime={comment.createdAt}>{formatDate(comment.createdAt)}</time>
            {comment.edited && <span> {t('channel.board.commentEdited')}</span>}
          </p>
          {editing ? (
            <CommentEditor
              commentId={comment.commentId}
              initial={comment.content}
              onSaved={onSaved}
              onCancel={onCancel}
            />
          ) : (
            <p className="whitespace-pre-line text-sm text-text wrap-anywhere">{comment.content}</p>
          )}
        </div>
        {!editing && (
          <div className="-my-2 -mr-2 flex shrink-0">
            {onReply && (
              <button
                type="button"
                onClick={onReply}
                aria-label={t('channel.board.replyTo', { author: comment.authorNickname })}
                className={`${actionClass} hover:text-text`}
              >
                {t('channel.board.reply')}
              </button>
            )}
            <ReportButton
              target={{ type: 'comment', id: comment.commentId, label: comment.authorNickname }}
              ownerMemberId={comment.authorMemberId}
            />
            {comment.canEdit && (
              <button
                ref={editButton}
                type="button"
                onClick={onEdit}
                aria-label={t('channel.board.editComment', { author: comment.authorNickname })}
                className={`${actionClass} hover:text-text`}
              >
                {t('channel.edit')}
              </button>
            )}
            {comment.canDelete && (
              <button
                type="button"
                onClick={onDelete}
                aria-label={t('channel.board.deleteComment', { author: comment.authorNickname })}
                className={`${actionClass} hover:text-danger`}
              >
                {t('channel.delete')}
              </button>
            )}
          </div>
        )}
      </div>
      {children}
    </li>
  );
}
