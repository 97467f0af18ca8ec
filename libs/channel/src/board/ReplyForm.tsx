import { useEffect, useId, useMemo, useRef, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { csApi } from '@onair/api-client';
import { COMMENT_MAX } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { Button } from '@onair/ui';
import { useFailureText } from '../shared/use-failure-text';
import { commentSchema } from './comment-rule';

/** The box to reply to one comment, under its replies: 등록 sends it, 취소 or Escape closes it. */
export function ReplyForm({
  boardId,
  parentCommentId,
  parentAuthor,
  onDone,
  onCancel,
}: {
  boardId: number;
  parentCommentId: number;
  parentAuthor: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const inputId = useId();
  const failureText = useFailureText();
  const input = useRef<HTMLTextAreaElement | null>(null);
  const [write, writing] = csApi.useBoardCommentWriteMutation();
  const rule = t('apiError.board.comment');
  const resolver = useMemo(() => valibotResolver(commentSchema(rule)), [rule]);
  const { register, handleSubmit, setError, formState } = useForm<{ content: string }>({
    defaultValues: { content: '' },
    resolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { ref: registerRef, ...contentField } = register('content');
  const refusal = formState.errors.content?.message;

  // They pressed 답글 to type.
  useEffect(() => input.current?.focus(), []);

  const send = ({ content }: { content: string }) =>
    write({ body: { boardId, content, parentCommentId } })
      .unwrap()
      .then(onDone, (error: unknown) => setError('content', { type: 'server', message: failureText(error) }));
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onCancel();
  };

  return (
    <form onSubmit={handleSubmit(send)} onKeyDown={cancelOnEscape} className="flex flex-col gap-2 py-2 pl-6 pr-3">
      <label htmlFor={inputId} className="sr-only">
        {t('channel.board.replyLabel', { author: parentAuthor })}
      </label>
      <textarea
        id={inputId}
        {...contentField}
        ref={(element) => {
          registerRef(element);
          input.current = element;
        }}
        maxLength={COMMENT_MAX}
        rows={2}
        placeholder={t('channel.board.replyPlaceholder')}
        className="min-w-0 w-full rounded border border-border bg-bg p-2 text-sm text-text"
      />
      {refusal && (
        <p role="alert" className="text-sm text-danger">
          {refusal}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={writing.isLoading}>
          {t('channel.board.replySubmit')}
        </Button>
      </div>
    </form>
  );
}
