import { useEffect, useState } from 'react';
import { myApi } from '@onair/api-client';
import { PAGE_SIZES } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { Button, Checkbox, ConfirmDialog, EmptyState, ListPager, QueryState } from '@onair/ui';
import { MessageDialog } from './MessageDialog';
import { MessageRow } from './MessageRow';
import type { MemberMessage, MessageBoxKind } from './message-types';
import { useDeleteMessages } from './use-delete-messages';
import { useOpenMessage } from './use-open-message';
import { useRefetchOnNewMessages } from './use-refetch-on-new-messages';

/** Unread in the list, or not in it (a link straight to a message on another page): the box may change. */
function wasUnread(items: readonly MemberMessage[], openId: number | null): boolean {
  const row = items.find((message) => message.msgId === openId);
  return row ? row.readAt === null : openId !== null;
}

/** One box (received or sent), 10 to a page: tick messages to delete them, open one to read it. */
export function MessageBox({ box, onReply }: { box: MessageBoxKind; onReply: (loginId: string) => void }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const { openId, openMessage, closeMessage } = useOpenMessage();
  const [confirming, setConfirming] = useState(false);
  const query = myApi.useMyMessagesQuery({ division: box, page, size: PAGE_SIZES.items });
  useRefetchOnNewMessages(box === 'received', query.refetch);
  const { remove, deleting } = useDeleteMessages();
  const label = t(box === 'received' ? 'member.messages.received' : 'member.messages.sent');
  const emptiedLaterPage = query.data !== undefined && query.data.items.length === 0 && page > 1;
  // The last messages of a later page were deleted: show the page before it.
  useEffect(() => {
    if (emptiedLaterPage) setPage((now) => Math.max(1, now - 1));
  }, [emptiedLaterPage]);

  const turnPage = (next: number) => {
    setSelected([]);
    setPage(next);
  };
  const deleteSelected = async () => {
    if (await remove(selected)) setSelected([]);
  };

  return (
    <QueryState query={query}>
      {(data) => {
        const ids = data.items.map((message) => message.msgId);
        const allTicked = ids.length > 0 && ids.every((id) => selected.includes(id));
        return (
          <>
            {data.items.length === 0 ? (
              <EmptyState>
                {t(box === 'received' ? 'member.messages.emptyReceived' : 'member.messages.emptySent')}
              </EmptyState>
            ) : (
              <>
                <div className="flex items-center justify-between gap-3 pb-2">
                  <Checkbox
                    className="min-h-10"
                    label={t('member.messages.selectAll')}
                    checked={allTicked}
                    onChange={() => setSelected(allTicked ? [] : ids)}
                  />
                  <Button
                    variant="secondary"
                    disabled={selected.length === 0}
                    loading={deleting}
                    onClick={() => setConfirming(true)}
                  >
                    {t('member.messages.deleteSelected', { count: selected.length })}
                  </Button>
                </div>
                <ul aria-label={label} className="divide-y divide-border border-t border-border">
                  {data.items.map((message) => (
                    <MessageRow
                      key={message.msgId}
                      box={box}
                      message={message}
                      ticked={selected.includes(message.msgId)}
                      onTick={(ticked) =>
                        setSelected((now) =>
                          ticked ? [...now, message.msgId] : now.filter((id) => id !== message.msgId),
                        )
                      }
                      onOpen={() => openMessage(message.msgId)}
                    />
                  ))}
                </ul>
                <ListPager page={data} onPage={turnPage} />
              </>
            )}
            <ConfirmDialog
              open={confirming}
              onClose={() => setConfirming(false)}
              onConfirm={() => void deleteSelected()}
              confirmText={t('member.messages.delete')}
              cancelText={t('common.cancel')}
              title={t('common.notice')}
            >
              {t('member.messages.deleteConfirm', { count: selected.length })}
            </ConfirmDialog>
            <MessageDialog
              box={box}
              msgId={openId}
              wasUnread={wasUnread(data.items, openId)}
              onClose={closeMessage}
              onReply={onReply}
            />
          </>
        );
      }}
    </QueryState>
  );
}
