import { useT } from '@onair/i18n';
import { Button, Spinner } from '@onair/ui';
import { LineBadges } from '../badges/LineBadges';
import type { ChatLineBadges } from '../room/wire';
import { useMemberCard } from './use-member-card';

export type UserCardProfileProps = {
  memberId: number;
  nickname: string;
  /** The badges the line that opened the card carried. */
  badges: ChatLineBadges;
  /** 쪽지 보내기: the page opens its message form (@onair/member's ComposeDialog) to this login ID. */
  onMessage?: (recipient: { loginId: string; nickname: string }) => void;
  size: 'sm' | 'md';
};

/**
 * The top of a chatter's user card: avatar, nickname, ID, the line's badges, their channel's
 * followers, and follow / 쪽지 / 쪽지 차단. The room's moderation follows below it (ChatterMenu).
 */
export function UserCardProfile({ memberId, nickname, badges, onMessage, size }: UserCardProfileProps) {
  const t = useT();
  const { card, loading, failedToLoad, busy, outcome, toggleFollow, block } = useMemberCard(memberId);
  const image = card?.profileImageUrl;
  return (
    <div className="mt-1.5">
      <div className="flex items-center gap-3">
        {image ? (
          <img
            src={image}
            alt={t('chat.card.avatar', { nickname })}
            className="size-12 shrink-0 rounded-full border border-border object-cover"
          />
        ) : (
          <span
            role="img"
            aria-label={t('chat.card.avatar', { nickname })}
            className="flex size-12 shrink-0 items-center justify-center rounded-full bg-surface text-lg font-bold text-muted"
          >
            <span aria-hidden="true">{[...nickname][0] ?? '?'}</span>
          </span>
        )}
        <div className="min-w-0 flex-1 text-xs">
          {loading && (
            <span role="status" aria-label={t('chat.card.loading')}>
              <Spinner />
            </span>
          )}
          {failedToLoad && <p className="text-muted">{t('chat.card.unavailable')}</p>}
          {card && <p className="truncate text-muted">{t('chat.card.id', { loginId: card.loginId })}</p>}
          {card?.followerCount != null && (
            <p className="text-muted">{t('chat.card.followers', { count: card.followerCount })}</p>
          )}
          {(badges.subscriber || badges.fan) && (
            <p className="mt-0.5">
              <LineBadges badges={badges} />
            </p>
          )}
        </div>
      </div>
      {card && (
        <div className={size === 'md' ? 'mt-3 flex flex-wrap gap-2' : 'mt-1.5 flex flex-wrap gap-1.5'}>
          {card.channelId !== null && (
            <Button
              data-menu-action=""
              size={size}
              variant={card.following ? 'secondary' : 'primary'}
              aria-pressed={card.following}
              // Not disabled while it answers: a disabled button drops the focus, and Escape with it.
              aria-busy={busy}
              onClick={toggleFollow}
            >
              {t(card.following ? 'chat.card.following' : 'chat.card.follow')}
            </Button>
          )}
          {onMessage && (
            <Button
              data-menu-action=""
              size={size}
              variant="secondary"
              onClick={() => onMessage({ loginId: card.loginId, nickname: card.nickname })}
            >
              {t('chat.card.message')}
            </Button>
          )}
          {outcome !== 'blocked' && (
            <Button data-menu-action="" size={size} variant="ghost" disabled={busy} onClick={block}>
              {t('chat.card.block')}
            </Button>
          )}
        </div>
      )}
      {outcome === 'blocked' && (
        <p role="status" className="mt-1.5 text-xs text-success">
          {t('chat.card.blocked', { nickname })}
        </p>
      )}
      {outcome === 'failed' && (
        <p role="alert" className="mt-1.5 text-xs text-danger">
          {t('chat.card.failed')}
        </p>
      )}
    </div>
  );
}
