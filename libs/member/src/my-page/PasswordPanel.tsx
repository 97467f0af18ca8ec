import { myApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { Panel } from '@onair/ui';
import { PasswordForm } from './PasswordForm';

/**
 * 비밀번호 변경 for a member who has a password; 비밀번호 설정 for one who signed up through social
 * login and has none yet, telling them the ID they will sign in with. Once set, the profile answers
 * hasPassword and the same form asks for the current password from then on.
 */
export function PasswordPanel() {
  const t = useT();
  const { data: profile } = myApi.useMyProfileQuery();
  if (!profile) return null;
  const setting = !profile.hasPassword;
  return (
    <Panel title={t(setting ? 'member.my.password.setTitle' : 'member.my.password.title')}>
      {setting && (
        <p className="mb-3 text-sm text-muted">{t('member.my.password.setIntro', { loginId: profile.loginId })}</p>
      )}
      <PasswordForm setting={setting} loginId={profile.loginId} />
    </Panel>
  );
}
