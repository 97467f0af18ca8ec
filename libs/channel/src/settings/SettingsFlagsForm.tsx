import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { myApi } from '@onair/api-client';
import { isFeatureOn } from '@onair/brand';
import { ChannelSettingsUpdate } from '@onair/contracts';
import { useT, type MessageKey } from '@onair/i18n';
import { useBrand } from '@onair/store';
import { Button, notify, useGuardedSubmit } from '@onair/ui';
import { useFailureText } from '../shared/use-failure-text';
import { announceChannelSettingsUpdate } from './settings-event';

type Settings = myApi.UpdateChannelSettingsApiResponse;
type Flag =
  | 'broadcast'
  | 'adultBroadcast'
  | 'adultPlusBroadcast'
  | 'isSnsLoginKakao'
  | 'isSnsLoginNaver'
  | 'isSnsLoginGoogle'
  | 'isSnsLoginTwitch';

const NAMES: Record<Flag, MessageKey> = {
  broadcast: 'channel.settings.flag.broadcast',
  adultBroadcast: 'channel.settings.flag.adultBroadcast',
  adultPlusBroadcast: 'channel.settings.flag.adultPlusBroadcast',
  isSnsLoginKakao: 'channel.settings.flag.kakao',
  isSnsLoginNaver: 'channel.settings.flag.naver',
  isSnsLoginGoogle: 'channel.settings.flag.google',
  isSnsLoginTwitch: 'channel.settings.flag.twitch',
};

type Flags = Record<Flag, boolean>;

// The switches as the settings route takes them (its channelId comes from the page, not the form).
const resolver = valibotResolver(v.required(v.omit(ChannelSettingsUpdate, ['channelId'])));

const BROADCAST_FLAGS: Flag[] = ['broadcast', 'adultBroadcast', 'adultPlusBroadcast'];
const SOCIAL_FLAGS: Flag[] = ['isSnsLoginKakao', 'isSnsLoginNaver', 'isSnsLoginGoogle', 'isSnsLoginTwitch'];

/**
 * The channel's switches (SPEC.md section 3): broadcasting, adult and 19+ broadcasts, and which
 * social logins its viewers are offered. Flags the brand does not offer are left out. After a
 * save every view of the settings is told to reload ('channeling-setting-update').
 */
export function SettingsFlagsForm({ channelId, settings }: { channelId: number; settings: Settings }) {
  const t = useT();
  const brand = useBrand();
  const failureText = useFailureText();
  const [update, { isLoading }] = myApi.useUpdateChannelSettingsMutation();
  const { register, handleSubmit, setError, formState } = useForm<Flags>({
    defaultValues: {
      broadcast: settings.broadcast,
      adultBroadcast: settings.adultBroadcast,
      adultPlusBroadcast: settings.adultPlusBroadcast,
      isSnsLoginKakao: settings.isSnsLoginKakao,
      isSnsLoginNaver: settings.isSnsLoginNaver,
      isSnsLoginGoogle: settings.isSnsLoginGoogle,
      isSnsLoginTwitch: settings.isSnsLoginTwitch,
    },
    resolver,
  });
  const refusal = formState.errors.root?.server?.message;
  const offered = (flag: Flag) =>
    SOCIAL_FLAGS.includes(flag)
      ? isFeatureOn(brand, 'socialLogin')
      : flag === 'broadcast' || isFeatureOn(brand, 'adultBroadcast');
  const groups = [
    { key: 'broadcast', title: t('channel.settings.broadcast'), flags: BROADCAST_FLAGS.filter(offered) },
    { key: 'social', title: t('channel.settings.social'), flags: SOCIAL_FLAGS.filter(offered) },
  ].filter((group) => group.flags.length > 0);

  const save = async (flags: Flags) => {
    // Only the switches this brand offers; the API keeps the others as they are.
    const changed = Object.fromEntries(groups.flatMap((group) => group.flags).map((flag) => [flag, flags[flag]]));
    try {
      await update({ body: { channelId, ...changed } }).unwrap();
      notify.success(t('channel.saved'));
      announceChannelSettingsUpdate(channelId);
    } catch (failure) {
      setError('root.server', { type: 'server', message: failureText(failure) });
    }
  };

  const guarded = useGuardedSubmit(handleSubmit, save);
  return (
    <form
      onSubmit={guarded.submit}
      aria-labelledby="channel-flags-heading"
      className="flex flex-col gap-4 rounded bg-surface p-4 sm:p-6"
    >
      <h2 id="channel-flags-heading" className="text-lg font-bold text-text">
        {t('channel.settings.flags')}
      </h2>
      {groups.map((group) => (
        <fieldset key={group.key} className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-muted">{group.title}</legend>
          {group.flags.map((flag) => (
            <label
              key={flag}
              className="flex min-h-10 items-center justify-between gap-3 rounded bg-bg/40 px-3 py-2 text-sm text-text"
            >
              {t(NAMES[flag])}
              <input type="checkbox" role="switch" {...register(flag)} className="h-5 w-5 accent-accent" />
            </label>
          ))}
        </fieldset>
      ))}
      {refusal && (
        <p role="alert" className="text-sm text-danger">
          {refusal}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" loading={isLoading}>
          {t('channel.save')}
        </Button>
      </div>
    </form>
  );
}
