import { csApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { Dialog } from '@onair/ui';
import { EmptyState } from '../shared/EmptyState';
import { LoadingState } from '../shared/LoadingState';

/** Who liked a post, newest first (the first 20). */
export function LikersDialog({ boardId, open, onClose }: { boardId: number; open: boolean; onClose: () => void }) {
  const t = useT();
  const { data, isLoading } = csApi.useBoardLikeUsersQuery({ id: String(boardId), size: 20 }, { skip: !open });
  return (
    <Dialog open={open} onClose={onClose} title={t('channel.board.likers')} size="sm" showCloseButton closeLabel={t('common.close')}>
      {isLoading || !data ? (
        <LoadingState className="py-6" />
      ) : data.items.length === 0 ? (
        <EmptyState>{t('channel.board.noLikers')}</EmptyState>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {data.items.map((liker) => (
            <li key={liker.memberId} className="py-2 text-sm text-text">
              {liker.nickname}
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
