import { useState } from 'react';
import { useT } from '@onair/i18n';
import { TabBar } from '@onair/ui';
import { AuthPageCard } from '../shared/AuthPageCard';
import { FindIdPanel } from './FindIdPanel';
import { FindPasswordPanel } from './FindPasswordPanel';

/** /member/find/findId: find ID (by phone verification) and find password. */
export function FindAccountPage() {
  const t = useT();
  const [tab, setTab] = useState<'id' | 'password'>('id');
  return (
    <AuthPageCard title={t('auth.find.title')}>
      <div className="flex flex-col gap-5">
        <TabBar
          label={t('auth.find.title')}
          selected={tab}
          onSelect={setTab}
          items={[
            { key: 'id', label: t('auth.find.findId') },
            { key: 'password', label: t('auth.find.findPassword') },
          ]}
        />
        {tab === 'id' ? <FindIdPanel /> : <FindPasswordPanel />}
      </div>
    </AuthPageCard>
  );
}
