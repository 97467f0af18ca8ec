import { useState, type FormEvent } from 'react';
import { myApi } from '@onair/api-client';
import { currencyName } from '@onair/brand';
import { CHANNEL_PROFILE_LIMITS } from '@onair/contracts';
import { RulesDocumentModal } from '@onair/auth/dialogs';
import { useT } from '@onair/i18n';
import { selectLocale, signedIn, useAppDispatch, useAppSelector, useBrand, type SessionProfile } from '@onair/store';
import { Button, Checkbox, notify } from '@onair/ui';
import { useFailureText } from '../shared/useFailureText';
import { ChannelNameField } from './ChannelNameField';

/**
 * /my/channel for a member without a channel: what a channel is for, its name (their nickname to
 * start with) and the agreement to the broadcast rules, which the API records with its time (the
 * document opens from 보기). Once it is open the session learns its id, so this page turns into the
 * channel's settings and the header menu into its links, without a reload.
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
  const [rulesAgreed, setRulesAgreed] = useState(false);
  const [rulesMissing, setRulesMissing] = useState(false);
  const [rulesShown, setRulesShown] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!rulesAgreed) {
      setRulesMissing(true);
      return;
    }
    try {
      const opened = await openChannel({ body: { name, broadcastRulesAgreed: true } }).unwrap();
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
      <div className="flex items-center justify-between gap-2">
        <Checkbox
          label={t('channel.open.rulesAgree')}
          checked={rulesAgreed}
          className="min-h-10"
          onChange={(event) => {
            setRulesAgreed(event.target.checked);
            if (event.target.checked) setRulesMissing(false);
          }}
        />
        <button
          type="button"
          aria-label={t('auth.terms.viewDocument', { title: t('rules.broadcast') })}
          onClick={() => setRulesShown(true)}
          className="-my-2 -mr-2 inline-flex min-h-10 min-w-10 shrink-0 cursor-pointer items-center justify-center px-2 text-xs text-muted underline underline-offset-2 hover:text-text"
        >
          {t('common.view')}
        </button>
      </div>
      {rulesMissing && (
        <p role="alert" className="text-sm text-danger">
          {t('channel.open.rulesRequired')}
        </p>
      )}
      <RulesDocumentModal type={rulesShown ? 'broadcast-rules' : null} onClose={() => setRulesShown(false)} />
      <Button type="submit" loading={isLoading} className="self-start">
        {t('channel.open.submit')}
      </Button>
    </form>
  );
}
