import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { myApi } from '@onair/api-client';
import { CHANNEL_PROFILE_LIMITS, ChannelDescription } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { Button, notify, useGuardedSubmit } from '@onair/ui';
import { useFailureText } from '../shared/use-failure-text';
import { ChannelNameField } from './ChannelNameField';
import { ImageField, type ImageChoice } from './ImageField';

type Profile = myApi.MyChannelProfileApiResponse;

const unchanged: ImageChoice = { file: null, remove: false };

type ProfileInput = { name: string; description: string; profileImage: ImageChoice; bannerImage: ImageChoice };

/**
 * What the browser can hold to the contract without deciding for the API: the description's length
 * (the box stops at it anyway). The name's rules are the API's to refuse, in its own words, so an
 * owner sees the refusal the server gives; the values go as typed.
 */
// An image is the field's to check as it is chosen.
const imageChoice = v.object({ file: v.nullable(v.custom<File>(() => true)), remove: v.boolean() });
const resolver = valibotResolver(
  v.object({ name: v.string(), description: ChannelDescription, profileImage: imageChoice, bannerImage: imageChoice }),
  undefined,
  { raw: true },
);

/** The owner's edit of the channel's name, description, profile image and banner. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const t = useT();
  const descriptionId = useId();
  const failureText = useFailureText();
  const [update, { isLoading }] = myApi.useUpdateChannelProfileMutation();
  const { register, handleSubmit, setError, setValue, control, formState } = useForm<ProfileInput>({
    defaultValues: {
      name: profile.name,
      description: profile.description,
      profileImage: unchanged,
      bannerImage: unchanged,
    },
    resolver,
    reValidateMode: 'onSubmit',
  });
  const description = useWatch({ control, name: 'description' });
  const refusal = formState.errors.root?.server?.message;

  const save = async ({ name, description: text, profileImage, bannerImage }: ProfileInput) => {
    try {
      await update({
        body: {
          channelId: profile.channelId,
          name,
          description: text,
          removeProfileImage: profileImage.remove,
          removeBannerImage: bannerImage.remove,
          profileImage: profileImage.file ? [profileImage.file] : undefined,
          bannerImage: bannerImage.file ? [bannerImage.file] : undefined,
        },
      }).unwrap();
      setValue('profileImage', unchanged);
      setValue('bannerImage', unchanged);
      notify.success(t('channel.saved'));
    } catch (failure) {
      setError('root.server', { type: 'server', message: failureText(failure) });
    }
  };

  const guarded = useGuardedSubmit(handleSubmit, save);
  return (
    <form
      onSubmit={guarded.submit}
      noValidate
      aria-labelledby="channel-profile-heading"
      className="flex flex-col gap-4 rounded bg-surface p-4 sm:p-6"
    >
      <h2 id="channel-profile-heading" className="text-lg font-bold text-text">
        {t('channel.settings.profile')}
      </h2>
      <Controller
        control={control}
        name="bannerImage"
        render={({ field }) => (
          <ImageField
            label={t('channel.settings.bannerImage')}
            removeText={t('channel.settings.removeBannerImage')}
            currentUrl={profile.bannerImageUrl}
            choice={field.value}
            onChange={field.onChange}
            wide
          />
        )}
      />
      <Controller
        control={control}
        name="profileImage"
        render={({ field }) => (
          <ImageField
            label={t('channel.settings.profileImage')}
            removeText={t('channel.settings.removeProfileImage')}
            currentUrl={profile.profileImageUrl}
            choice={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={control}
        name="name"
        render={({ field }) => <ChannelNameField value={field.value} onChange={field.onChange} />}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={descriptionId} className="text-sm font-medium text-text">
          {t('channel.settings.description')}
        </label>
        <textarea
          id={descriptionId}
          maxLength={CHANNEL_PROFILE_LIMITS.descriptionMax}
          rows={5}
          {...register('description')}
          className="rounded border border-border bg-surface p-3 text-sm text-text focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30"
        />
        <span className="self-end text-xs text-muted">
          {t('channel.settings.length', { count: description.length, max: CHANNEL_PROFILE_LIMITS.descriptionMax })}
        </span>
      </div>
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
