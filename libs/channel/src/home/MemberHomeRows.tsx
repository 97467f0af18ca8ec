import { useT } from '@onair/i18n';
import { Button } from '@onair/ui';
import { useViewer } from '../shared/use-viewer';
import { ChannelRow, ChannelRowPlaceholder } from './ChannelRow';
import { FollowedLiveRow } from './FollowedLiveRow';
import { useMemberHome } from './use-member-home';

/**
 * A signed-in member's own rows at the top of the home page, as SOOP, CHZZK and Twitch put them:
 * followed channels live now, then recently watched (left out when there are none). A visitor gets
 * nothing and asks /api/my/* for nothing; while the session is being restored the rows keep their
 * room. Keyed by member, so a sign-out removes them at once and another member starts afresh.
 */
export function MemberHomeRows() {
  const { member, restoring } = useViewer();
  if (member) return <OwnRows key={member.memberId} memberId={member.memberId} />;
  return restoring ? <RowsLoading /> : null;
}

/** The followed row's room while it loads, named as it will be. */
function RowsLoading() {
  const t = useT();
  return (
    <section aria-label={t('home.followedLive')} aria-busy="true">
      <ChannelRowPlaceholder />
    </section>
  );
}

function OwnRows({ memberId }: { memberId: number }) {
  const t = useT();
  const { data, isError, refetch } = useMemberHome(memberId);
  // Rows already shown stay through a failed refresh: the next one asks again.
  if (!data && isError) {
    return (
      <section aria-label={t('home.followedLive')} className="flex flex-col gap-3">
        <h2 className="text-lg font-bold text-text">{t('home.followedLive')}</h2>
        <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center text-sm text-muted">
          <p>{t('home.memberLoadError')}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      </section>
    );
  }
  if (!data) return <RowsLoading />;
  return (
    <>
      <FollowedLiveRow channels={data.present} />
      {data.recent.length > 0 && <ChannelRow title={t('home.recentlyWatched')} channels={data.recent} />}
    </>
  );
}
