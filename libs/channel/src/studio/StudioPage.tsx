import { useState } from 'react';
import { Link } from 'react-router';
import { isFeatureOn } from '@onair/brand';
import { useT } from '@onair/i18n';
import { authDialogOpened, useAppDispatch, useBrand } from '@onair/store';
import { Button, TabBar } from '@onair/ui';
import { MY_CHANNEL_PATH } from '../channel/channel-paths';
import { LoadingState } from '../shared/LoadingState';
import { useViewer } from '../shared/use-viewer';
import { AnalyticsPanel } from './AnalyticsPanel';
import { BanListPanel } from './BanListPanel';
import { BoardSettingsPanel } from './BoardSettingsPanel';
import { BroadcastSummaries } from './BroadcastSummaries';
import { LiveDashboard } from './LiveDashboard';
import { ManagersPanel } from './ManagersPanel';
import { OverlaySettingsPanel } from './OverlaySettingsPanel';
import { RoomPasswordPanel } from './RoomPasswordPanel';
import { STUDIO_PATH } from './studio-paths';
import { SubscriberList } from './SubscriberList';

type Tab = 'live' | 'broadcasts' | 'analytics' | 'subscribers' | 'managers' | 'bans' | 'room' | 'board' | 'overlay';
const TABS: Tab[] = ['live', 'broadcasts', 'analytics', 'subscribers', 'managers', 'bans', 'room', 'board', 'overlay'];

/** A refusal with a way on: sign in, or open a channel first. */
function Refusal({ title, text, action }: { title: string; text: string; action: React.ReactNode }) {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-3 py-20 text-center" role="alert">
      <h1 className="text-xl font-bold text-text">{title}</h1>
      <p className="text-sm text-muted">{text}</p>
      {action}
    </section>
  );
}

/**
 * /studio: the streamer's daily home. The live dashboard (sized to sit beside OBS on a 1366x768
 * laptop), the last broadcasts' summaries, 7/30/90-day analytics and the alert overlay's settings.
 * Only for a member with a channel; the API refuses anyone else the figures as well.
 */
export function StudioPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const { member, restoring } = useViewer();
  const [tab, setTab] = useState<Tab>('live');
  const brand = useBrand();
  const boardsOn = isFeatureOn(brand, 'boards');
  // A brand without subscriptions has no subscribers to list (its API answers 404 there).
  const subscriptionsOn = isFeatureOn(brand, 'subscriptions');
  const shown = TABS.filter((key) => (key !== 'board' || boardsOn) && (key !== 'subscribers' || subscriptionsOn));
  if (restoring) return <LoadingState className="py-20" />;
  if (!member)
    return (
      <Refusal
        title={t('studio.refusal.signIn.title')}
        text={t('studio.refusal.signIn.text')}
        action={
          <Button onClick={() => dispatch(authDialogOpened({ tab: 'signIn', callbackURL: STUDIO_PATH }))}>
            {t('auth.membersOnly.login')}
          </Button>
        }
      />
    );
  const channelId = member.channelId;
  if (channelId === null || channelId === undefined)
    return (
      <Refusal
        title={t('studio.refusal.noChannel.title')}
        text={t('studio.refusal.noChannel.text')}
        action={
          <Link to={MY_CHANNEL_PATH} className="text-sm font-semibold text-accent underline">
            {t('studio.refusal.noChannel.open')}
          </Link>
        }
      />
    );
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-lg font-bold text-text">{t('studio.title')}</h1>
      </div>
      <TabBar
        label={t('studio.title')}
        idPrefix="studio-tab"
        items={shown.map((key) => ({ key, label: t(`studio.tab.${key}`) }))}
        selected={tab}
        onSelect={setTab}
        layout="fit"
        size="sm"
      />
      <div role="tabpanel" aria-labelledby={`studio-tab-${tab}`}>
        {tab === 'live' && <LiveDashboard channelId={channelId} ownerMemberId={member.memberId} />}
        {tab === 'broadcasts' && <BroadcastSummaries channelId={channelId} />}
        {tab === 'analytics' && <AnalyticsPanel channelId={channelId} />}
        {tab === 'subscribers' && subscriptionsOn && <SubscriberList />}
        {tab === 'managers' && <ManagersPanel channelId={channelId} />}
        {tab === 'bans' && <BanListPanel channelId={channelId} />}
        {tab === 'room' && <RoomPasswordPanel channelId={channelId} />}
        {tab === 'board' && boardsOn && <BoardSettingsPanel channelId={channelId} />}
        {tab === 'overlay' && <OverlaySettingsPanel channelId={channelId} />}
      </div>
    </div>
  );
}
