import { useEffect, useRef } from 'react';
import { baseApi, MESSAGE_READ_CHANGES, myApi } from '@onair/api-client';
import { useFormatDateTime, useT } from '@onair/i18n';
import { useAppDispatch } from '@onair/store';
import { Button, Dialog, ErrorState, LoadingState, notify } from '@onair/ui';
import { ReportButton } from '../report/ReportButton';
import { counterpartOf, type MessageBoxKind } from './message-types';
import { useBlockMember } from './use-block-member';
import { useDeleteMessages } from './use-delete-messages';

/**
 * One message, opened: the API marks a received message read when it is opened, so the boxes and
 * the unread count are refreshed once it arrives. Reply and block are for received messages.
 */
export function MessageDialog({
  box,
  msgId,
  wasUnread,
  onClose,
  onReply,
}: {
  box: MessageBoxKind;
  msgId: number | null;
  /** It was unread in the box: opening it changes the box and the count, so they are refreshed. */
  wasUnread: boolean;
  onClose: () => void;
  onReply: (loginId: string) => void;
}) {
  const t = useT();
  const dispatch = useAppDispatch();
  const formatDateTime = useFormatDateTime();
  const query = myApi.useMyReadMessageQuery(
    { msgId: String(msgId ?? 0) },
    { skip: msgId === null, refetchOnMountOrArgChange: true },
  );
  const { remove, deleting } = useDeleteMessages();
  const { block, blocking } = useBlockMember();
  const refreshed = useRef<number | null>(null);
  const message = msgId !== null && query.data?.msgId === msgId ? query.data : undefined;

  useEffect(() => {
    if (!message || refreshed.current === message.msgId || box !== 'received' || !wasUnread) return;
    refreshed.current = message.msgId;
    dispatch(baseApi.util.invalidateTags(MESSAGE_READ_CHANGES));
  }, [message, box, wasUnread, dispatch]);

  const other = message ? counterpartOf(message, box) : null;
  return (
    <Dialog
      open={msgId !== null}
      onClose={onClose}
      title={t(box === 'received' ? 'member.messages.receivedMessage' : 'member.messages.sentMessage')}
      showCloseButton
      closeLabel={t('common.close')}
      footer={
        message &&
        other && (
          <div className="flex flex-wrap justify-end gap-2">
            {box === 'received' && (
              <>
                <ReportButton
                  target={{ type: 'message', id: message.msgId, label: other.nickname }}
                  variant="secondary"
                  size="md"
                />
                <Button
                  variant="secondary"
                  loading={blocking}
                  onClick={async () => {
                    const failure = await block(other.loginId);
                    // Done: the toast says so, and a second 차단 on the same member would only be refused.
                    if (failure) notify.error(failure);
                    else onClose();
                  }}
                >
                  {t('member.messages.block')}
                </Button>
                <Button
                  onClick={() => {
                    onClose();
                    onReply(other.loginId);
                  }}
                >
                  {t('member.messages.reply')}
                </Button>
              </>
            )}
            <Button
              variant="danger"
              loading={deleting}
              onClick={async () => {
                if (await remove([message.msgId])) onClose();
              }}
            >
              {t('member.messages.delete')}
            </Button>
          </div>
        )
      }
    >
      {message && other ? (
        <article className="flex flex-col gap-3">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted">{t(box === 'received' ? 'member.messages.from' : 'member.messages.to')}</dt>
            <dd className="min-w-0 truncate">
              {t('member.messages.who', { nickname: other.nickname, loginId: other.loginId })}
            </dd>
            <dt className="text-muted">{t('member.messages.sentAt')}</dt>
            <dd>
              <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
            </dd>
          </dl>
          <p className="whitespace-pre-wrap break-words rounded bg-surface-raised p-3 text-sm text-text">
            {message.content}
          </p>
        </article>
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : (
        <LoadingState />
      )}
    </Dialog>
  );
}
