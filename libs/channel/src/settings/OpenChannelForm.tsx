import { useState, type FormEvent } from 'react';
import { myApi } from '@onair/api-client';
import { currencyName } from '@onair/brand';
import { CHANNEL_PROFILE_LIMITS } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { selectLocale, signedIn, useAppDispatch, useAppSelector, useBrand, type SessionProfile } from '@onair/store';
import { Button, notify } from '@onair/ui';
import { useFailureText } from '../shared/useFailureText';
import { ChannelNameField } from './ChannelNameField';

/**
 * /my/channel for a member without a channel: what a channel is for, and its name (their nickname
 * to start with). Once it is open the session learns its id, so this page turns into the channel's
 * settings and the header menu into its links, without a reload.
 */
export function OpenChannelForm({ member }: { member: SessionProfile }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const brand = useBrand();
  const locale = useAppSelector(selectLocale);
  const failureText = useFailureText();
  const [openChannel, { isLoading }] = myApi.useOpenChannelMutation();
  const [name, setName] = useState(member.nickname.slice(0, CHANNEL_PROFILE_LIMITS.nameMax));
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const opened = await openChannel({ body: { name } }).unwrap();
      notify.success(t('channel.open.opened'));
      dispatch(signedIn({ ...member, channelId: opened.channelId }));
    } catch (failure) {
      setRefusal(failureText(failure));
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="open-channel-heading"
      className="mx-auto flex w-full max-w-lg flex-col gap-4 rounded bg-surface p-4 sm:p-6"
    >
      <h1 id="open-channel-heading" className="text-xl font-bold text-text">
        {t('channel.open.title')}
      </h1>
      <p className="text-sm text-muted">{t('channel.open.intro', { currency: currencyName(brand, locale) })}</p>
      <ChannelNameField
        value={name}
        onChange={(typed) => {
          setName(typed);
          setRefusal(null);
        }}
        hint={t('channel.open.nameHint')}
        error={refusal ?? undefined}
      />
      <Button type="submit" loading={isLoading} className="self-start">
        {t('channel.open.submit')}
      </Button>
    </form>
  );
}
