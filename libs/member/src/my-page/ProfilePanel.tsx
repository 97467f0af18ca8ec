import { myApi } from '@onair/api-client';
import { useFormatDateTime, useT } from '@onair/i18n';
import { Panel, QueryState } from '@onair/ui';
import { NicknameForm } from './NicknameForm';

/** Who the member is: login ID, nickname (changeable), their channel, since when. */
export function ProfilePanel() {
  const t = useT();
  const formatDateTime = useFormatDateTime();
  const query = myApi.useMyProfileQuery();
  return (
    <Panel title={t('member.my.profile')}>
      <QueryState query={query}>
        {(profile) => (
          <div className="flex flex-col gap-4">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted">{t('member.my.loginId')}</dt>
              <dd className="min-w-0 truncate font-semibold text-text">{profile.loginId}</dd>
              <dt className="text-muted">{t('member.my.nickname')}</dt>
              <dd className="min-w-0 truncate font-semibold text-text">{profile.nickname}</dd>
              <dt className="text-muted">{t('member.my.channel')}</dt>
              <dd className="min-w-0 truncate text-text">{profile.channelName ?? t('member.my.noChannel')}</dd>
              <dt className="text-muted">{t('member.my.following')}</dt>
              <dd className="text-text">{t('member.my.followingCount', { count: profile.followingCount })}</dd>
              <dt className="text-muted">{t('member.my.joinedAt')}</dt>
              <dd className="text-text">{formatDateTime(profile.joinedAt, false)}</dd>
            </dl>
            <NicknameForm current={profile.nickname} />
          </div>
        )}
      </QueryState>
    </Panel>
  );
}
