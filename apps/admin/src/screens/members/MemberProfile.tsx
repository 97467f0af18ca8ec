import type { ReactNode } from 'react';
import type { adminApi } from '@onair/api-client';
import { useFormatDateTime } from '@onair/i18n';
import { useConsoleT } from '../../i18n/use-console-t';
import { identityKey } from './member-labels';
import { RestrictionBadges } from './RestrictionBadges';

type Detail = adminApi.AdminMemberDetailApiResponse;

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs text-muted">{term}</dt>
      <dd className="break-words text-sm text-text">{children}</dd>
    </div>
  );
}

/** Who the member is, their standing now, their channel, follows and wallet balance (read only). */
export function MemberProfile({ detail }: { detail: Detail }) {
  const t = useConsoleT();
  const formatDateTime = useFormatDateTime();
  const { member, channel } = detail;
  const yesNo = (value: boolean) => t(value ? 'console.member.yes' : 'console.member.no');
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-4 rounded border border-border bg-surface p-4 lg:grid-cols-4">
      <Fact term={t('console.member.col.memberId')}>{member.memberId}</Fact>
      <Fact term={t('console.member.col.loginId')}>{member.loginId}</Fact>
      <Fact term={t('console.member.col.nickname')}>{member.nickname}</Fact>
      <Fact
        term={t('console.member.col.userType')}
      >{`${member.userType} · ${t(`console.member.userType.${member.userType}`)}`}</Fact>
      <Fact term={t('console.member.col.restrictions')}>
        <RestrictionBadges block={member.block} chatBan={member.chatBan} />
      </Fact>
      <Fact term={t('console.member.phone')}>{member.phone ?? t('console.member.none')}</Fact>
      <Fact term={t('console.member.identity.label')}>{t(identityKey(member.identityStatus))}</Fact>
      <Fact term={t('console.member.adultForeigner')}>{`${yesNo(member.adult)} / ${yesNo(member.foreigner)}`}</Fact>
      <Fact term={t('console.member.col.createdAt')}>{formatDateTime(member.createdAt)}</Fact>
      <Fact term={t('console.member.col.lastLoginAt')}>
        {member.lastLoginAt ? formatDateTime(member.lastLoginAt) : t('console.member.never')}
      </Fact>
      <Fact term={t('console.member.withdrawnAt')}>
        {member.withdrawnAt ? formatDateTime(member.withdrawnAt) : t('console.member.none')}
      </Fact>
      <Fact term={t('console.member.channel')}>
        {channel
          ? t('console.member.channelText', {
              name: channel.name,
              followers: channel.followers,
              live: String(channel.isLive),
            })
          : t('console.member.noChannel')}
      </Fact>
      <Fact term={t('console.member.follows')}>{t('console.member.count', { count: detail.follows })}</Fact>
      <Fact term={t('console.member.wallet')}>
        <span className="font-semibold">{t('console.member.amount', { amount: detail.walletBalance })}</span>
      </Fact>
    </dl>
  );
}
