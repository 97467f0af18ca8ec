import { useState } from 'react';
import { myApi } from '@onair/api-client';
import { PAGE_SIZES } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { Button, notify, PagedList, Panel } from '@onair/ui';
import { useApiErrorText } from '../shared/use-api-error-text';
import { ChannelRow } from './ChannelRow';
import { EmptyWithBrowseLink } from './EmptyWithBrowseLink';

/** Channels the member follows, live ones first (the API's order), each with its 방송 알림 switch and 언팔로우. */
export function FollowedChannels() {
  const t = useT();
  const errorText = useApiErrorText();
  const [page, setPage] = useState(1);
  const query = myApi.useMyFollowedChannelsQuery({ page, size: PAGE_SIZES.items });
  const [unfollow] = myApi.useMyUnfollowMutation();
  const [setNotify] = myApi.useMyFollowNotifyMutation();

  const flipNotify = async (channel: myApi.MyFollowedChannelsApiResponse['items'][number]) => {
    const notifyLive = !channel.notifyLive;
    const result = await setNotify({ channelId: String(channel.channelId), body: { notifyLive } });
    if (result.error) notify.error(errorText(result.error));
    else
      notify.success(t(notifyLive ? 'member.my.followNotifyOn' : 'member.my.followNotifyOff', { name: channel.name }));
  };

  const stop = async (channel: myApi.ChannelSummary) => {
    const result = await unfollow({ channelId: String(channel.channelId) });
    if (result.error) notify.error(errorText(result.error));
    else notify.success(t('member.my.unfollowed', { name: channel.name }));
  };

  return (
    <Panel title={t('member.my.followed')}>
      <PagedList
        query={query}
        label={t('member.my.followed')}
        empty={<EmptyWithBrowseLink text={t('member.my.emptyFollowed')} />}
        onPage={setPage}
      >
        {(channel) => (
          <ChannelRow
            key={channel.channelId}
            channel={channel}
            action={
              <span className="flex gap-2">
                <Button
                  variant={channel.notifyLive ? 'primary' : 'secondary'}
                  aria-pressed={channel.notifyLive}
                  aria-label={`${t('member.my.followNotify')}: ${channel.name}`}
                  onClick={() => void flipNotify(channel)}
                >
                  {t('member.my.followNotify')}
                </Button>
                <Button
                  variant="secondary"

                  aria-label={t('member.my.unfollowNamed', { name: channel.name })}
                  onClick={() => void stop(channel)}
                >
                  {t('member.my.unfollow')}
                </Button>
              </span>
            }
          />
        )}
      </PagedList>
    </Panel>
  );
}
