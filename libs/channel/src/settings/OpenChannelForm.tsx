import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { myApi } from '@onair/api-client';
import { currencyName } from '@onair/brand';
import { CHANNEL_PROFILE_LIMITS } from '@onair/contracts';
import { RulesDocumentModal } from '@onair/auth/dialogs';
import { useT } from '@onair/i18n';
import { selectLocale, signedIn, useAppDispatch, useAppSelector, useBrand, type SessionProfile } from '@onair/store';
import { Button, Checkbox, notify, useGuardedSubmit } from '@onair/ui';
import { useFailureText } from '../shared/use-failure-text';
import { ChannelNameField } from './ChannelNameField';

type OpeningInput = { name: string; rulesAgreed: boolean };

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
  const [rulesShown, setRulesShown] = useState(false);
  const rulesRequired = t('channel.open.rulesRequired');
  // The agreement the route requires; the name's rules are the API's to refuse, in its own words.
  const resolver = useMemo(
    () =>
      valibotResolver(v.object({ name: v.string(), rulesAgreed: v.pipe(v.boolean(), v.literal(true, rulesRequired)) })),
    [rulesRequired],
  );
  const { register, handleSubmit, setError, clearErrors, control, formState } = useForm<
    OpeningInput,
    unknown,
    { name: string; rulesAgreed: true }
  >({
    defaultValues: { name: member.nickname.slice(0, CHANNEL_PROFILE_LIMITS.nameMax), rulesAgreed: false },
    resolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = formState;

  const open = async ({ name }: { name: string }) => {
    try {
      const opened = await openChannel({ body: { name, broadcastRulesAgreed: true } }).unwrap();
      notify.success(t('channel.open.opened'));
      dispatch(signedIn({ ...member, channelId: opened.channelId }));
    } catch (failure) {
      setError('name', { type: 'server', message: failureText(failure) });
    }
  };

  const guarded = useGuardedSubmit(handleSubmit, open);
  return (
    <form
      onSubmit={guarded.submit}
      noValidate
      aria-labelledby="open-channel-heading"
      className="mx-auto flex w-full max-w-lg flex-col gap-4 rounded bg-surface p-4 sm:p-6"
    >
      <h1 id="open-channel-heading" className="text-xl font-bold text-text">
        {t('channel.open.title')}
      </h1>
      <p className="text-sm text-muted">{t('channel.open.intro', { currency: currencyName(brand, locale) })}</p>
      <Controller
        control={control}
        name="name"
        render={({ field }) => (
          <ChannelNameField
            value={field.value}
            onChange={(typed) => {
              field.onChange(typed);
              clearErrors('name');
            }}
            hint={t('channel.open.nameHint')}
            error={errors.name?.message}
          />
        )}
      />
      <div className="flex items-center justify-between gap-2">
        <Checkbox
          label={t('channel.open.rulesAgree')}
          className="min-h-10"
          {...register('rulesAgreed', {
            onChange: (event: { target: { checked: boolean } }) => {
              if (event.target.checked) clearErrors('rulesAgreed');
            },
          })}
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
      {errors.rulesAgreed && (
        <p role="alert" className="text-sm text-danger">
          {errors.rulesAgreed.message}
        </p>
      )}
      <RulesDocumentModal type={rulesShown ? 'broadcast-rules' : null} onClose={() => setRulesShown(false)} />
      <Button type="submit" loading={isLoading} className="self-start">
        {t('channel.open.submit')}
      </Button>
    </form>
  );
}
