import { myApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { Panel } from '@onair/ui';
import { PasswordForm } from './PasswordForm';

/** 비밀번호 변경, only for members who have a password: one who signed up through social login has none. */
export function PasswordPanel() {
  const t = useT();
  const { data: profile } = myApi.useMyProfileQuery();
  if (!profile?.hasPassword) return null;
  return (
    <Panel title={t('member.my.password.title')}>
      <PasswordForm />
    </Panel>
  );
}
