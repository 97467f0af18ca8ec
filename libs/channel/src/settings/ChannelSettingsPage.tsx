import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { myApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { authDialogOpened, useAppDispatch } from '@onair/store';
import { Button } from '@onair/ui';
import { MY_CHANNEL_PATH, channelPath, newNoticePath } from '../channel/channel-paths';
import { EmptyState } from '../shared/EmptyState';
import { LoadError } from '../shared/LoadError';
import { LoadingState } from '../shared/LoadingState';
import { failureStatus } from '../shared/refusal';
import { useRefusalText } from '../shared/use-failure-text';
import { useViewer } from '../shared/use-viewer';
import { STUDIO_PATH } from '../studio/studio-paths';
import { BROADCAST_SETTINGS_ID } from './broadcast-settings-path';
import { LiveTitleForm } from './LiveTitleForm';
import { OnAirBanner } from './OnAirBanner';
import { OpenChannelForm } from './OpenChannelForm';
import { ProfileForm } from './ProfileForm';
import { SettingsFlagsForm } from './SettingsFlagsForm';
import { StreamKeyPanel } from './StreamKeyPanel';
import { useChannelSettings } from './use-channel-settings';

function SignInFirst() {
  const t = useT();
  const dispatch = useAppDispatch();
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-3 py-20 text-center">
      <h1 className="text-xl font-bold text-text">{t('auth.membersOnly.title')}</h1>
      <p className="text-sm text-muted">{t('auth.membersOnly.text')}</p>
      <Button onClick={() => dispatch(authDialogOpened({ tab: 'signIn', callbackURL: MY_CHANNEL_PATH }))}>
        {t('auth.membersOnly.login')}
      </Button>
    </section>
  );
}

function Settings({ channelId }: { channelId: number }) {
  const { data, isLoading, refetch } = useChannelSettings(channelId);
  if (isLoading) return <LoadingState />;
  if (!data) return <LoadError onRetry={() => void refetch()} />;
  // A key per answer: a reload after a save (or from another tab) starts the form from what is stored.
  return <SettingsFlagsForm key={JSON.stringify(data)} channelId={channelId} settings={data} />;
}

/**
 * /my/channel: opening a channel for a member without one; for its owner, the channel's profile,
 * the broadcast (server and stream key, its title) and settings; phone one column, wide screen two.
 * /my/channel#broadcast (the owner's live page links there) opens at the broadcast's part.
 * While the channel is live, a LIVE line under the heading links to its live room.
 */
export function ChannelSettingsPage() {
  const t = useT();
  const refusalText = useRefusalText();
  const { hash } = useLocation();
  const { member, restoring } = useViewer();
  // The session knows whether the member has a channel: without one there is no profile to ask for.
  const hasChannel = member?.channelId !== null && member?.channelId !== undefined;
  const { data: profile, error, isLoading, refetch } = myApi.useMyChannelProfileQuery(undefined, { skip: !hasChannel });
  const shown = profile !== undefined;
  // On a phone the broadcast's part is under the profile: a streamer sent for the key lands on it.
  useEffect(() => {
    if (shown && hash === `#${BROADCAST_SETTINGS_ID}`) document.getElementById(BROADCAST_SETTINGS_ID)?.scrollIntoView();
  }, [shown, hash]);
  if (restoring) return <LoadingState className="py-20" />;
  if (!member) return <SignInFirst />;
  if (!hasChannel) return <OpenChannelForm member={member} />;
  if (isLoading) return <LoadingState className="py-20" />;
  if (failureStatus(error) === 404)
    return <EmptyState>{refusalText(error) ?? t('channel.settings.noChannel')}</EmptyState>;
  if (!profile) return <LoadError onRetry={() => void refetch()} />;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-2xl font-bold text-text">{t('channel.settings.title')}</h1>
        {/* Writing a notice is the other thing a streamer comes here for: one step, not via the channel page. */}
        {/* Each link a thumb-sized row (40px) on a phone, not just its small words. */}
        <nav className="flex flex-wrap gap-x-4 text-sm font-semibold text-accent">
          <Link to={STUDIO_PATH} className="inline-flex min-h-10 items-center">
            {t('studio.title')}
          </Link>
          <Link to={newNoticePath(profile.channelId)} className="inline-flex min-h-10 items-center">
            {t('channel.notice.write')}
          </Link>
          <Link to={channelPath(profile.channelId)} className="inline-flex min-h-10 items-center">
            {t('channel.settings.viewChannel')}
          </Link>
        </nav>
      </header>
      <OnAirBanner channelId={profile.channelId} />
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ProfileForm profile={profile} />
        <div
          id={BROADCAST_SETTINGS_ID}
          className="flex scroll-mt-[calc(var(--onair-site-header-height)+1rem)] flex-col gap-4"
        >
          <StreamKeyPanel />
          <LiveTitleForm channelId={profile.channelId} />
          <Settings channelId={profile.channelId} />
        </div>
      </div>
    </div>
  );
}
