import { useEffect, useId, useMemo, useRef, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { csApi } from '@onair/api-client';
import { COMMENT_MAX } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { Button, useGuardedSubmit } from '@onair/ui';
import { useFailureText } from '../shared/use-failure-text';
import { commentSchema } from './comment-rule';

/** One's own comment edited in place: 저장 sends it, 취소 or Escape leaves it as it was. */
export function CommentEditor({
  commentId,
  initial,
  onSaved,
  onCancel,
}: {
  commentId: number;
  initial: string;
  onSaved: (comment: csApi.BoardCommentUpdateApiResponse) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const inputId = useId();
  const failureText = useFailureText();
  const input = useRef<HTMLTextAreaElement | null>(null);
  const [update, updating] = csApi.useBoardCommentUpdateMutation();
  const rule = t('apiError.board.comment');
  const resolver = useMemo(() => valibotResolver(commentSchema(rule)), [rule]);
  const { register, handleSubmit, setError, formState } = useForm<{ content: string }>({
    defaultValues: { content: initial },
    resolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { ref: registerRef, ...contentField } = register('content');
  const refusal = formState.errors.content?.message;

  useEffect(() => {
    // The writer clicked 수정 to type: put them at the end of their words.
    const field = input.current;
    field?.focus();
    field?.setSelectionRange(field.value.length, field.value.length);
  }, []);

  const save = ({ content }: { content: string }) =>
    update({ commentId: String(commentId), body: { content } })
      .unwrap()
      .then(onSaved, (error: unknown) => setError('content', { type: 'server', message: failureText(error) }));
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // The page around may close on Escape too (a dialog, a sheet): this one only leaves the edit.
    event.stopPropagation();
    onCancel();
  };

  const guarded = useGuardedSubmit(handleSubmit, save);
  return (
    <form onSubmit={guarded.submit} onKeyDown={cancelOnEscape} className="mt-1 flex flex-col gap-2">
      <label htmlFor={inputId} className="sr-only">
        {t('channel.board.editCommentLabel')}
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
        <Button type="submit" loading={updating.isLoading}>
          {t('channel.save')}
        </Button>
      </div>
    </form>
  );
}
