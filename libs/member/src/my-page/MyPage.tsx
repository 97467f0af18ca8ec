import { MemberGate } from '@onair/auth/gates';
import { useT } from '@onair/i18n';
import { PageFrame } from '@onair/ui';
import { FollowedChannels } from './FollowedChannels';
import { PasswordPanel } from './PasswordPanel';
import { ProfilePanel } from './ProfilePanel';
import { SettingsPanel } from './SettingsPanel';
import { ShortcutLinks } from './ShortcutLinks';
import { WatchedChannels } from './WatchedChannels';

/**
 * /my: the member's profile, password and settings beside the ways to their other pages (wallet, messages,
 * customer service), then the channels they follow and what they watched.
 */
export function MyPage() {
  const t = useT();
  return (
    <MemberGate>
      {(member) => (
        <PageFrame title={t('member.my.title')} lead={t('member.my.lead', { nickname: member.nickname })}>
          <div className="grid gap-5 lg:grid-cols-2">
            <div className="flex flex-col gap-5">
              <ProfilePanel />
              <PasswordPanel />
            </div>
            <div className="flex flex-col gap-5">
              <SettingsPanel />
              <ShortcutLinks />
            </div>
          </div>
          <FollowedChannels />
          <WatchedChannels />
        </PageFrame>
      )}
    </MemberGate>
  );
}
