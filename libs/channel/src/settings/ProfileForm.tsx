import { useId, useState, type FormEvent } from 'react';
import { myApi } from '@onair/api-client';
import { CHANNEL_PROFILE_LIMITS } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { Button, notify } from '@onair/ui';
import { useFailureText } from '../shared/useFailureText';
import { ChannelNameField } from './ChannelNameField';
import { ImageField, type ImageChoice } from './ImageField';

type Profile = myApi.MyChannelProfileApiResponse;

const unchanged: ImageChoice = { file: null, remove: false };

/** The owner's edit of the channel's name, description, profile image and banner. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const t = useT();
  const descriptionId = useId();
  const failureText = useFailureText();
  const [update, { isLoading }] = myApi.useUpdateChannelProfileMutation();
  const [name, setName] = useState(profile.name);
  const [description, setDescription] = useState(profile.description);
  const [profileImage, setProfileImage] = useState(unchanged);
  const [bannerImage, setBannerImage] = useState(unchanged);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await update({
        body: {
          channelId: profile.channelId,
          name,
          description,
          removeProfileImage: profileImage.remove,
          removeBannerImage: bannerImage.remove,
          profileImage: profileImage.file ? [profileImage.file] : undefined,
          bannerImage: bannerImage.file ? [bannerImage.file] : undefined,
        },
      }).unwrap();
      setRefusal(null);
      setProfileImage(unchanged);
      setBannerImage(unchanged);
      notify.success(t('channel.saved'));
    } catch (failure) {
      setRefusal(failureText(failure));
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="channel-profile-heading"
      className="flex flex-col gap-4 rounded bg-surface p-4 sm:p-6"
    >
      <h2 id="channel-profile-heading" className="text-lg font-bold text-text">
        {t('channel.settings.profile')}
      </h2>
      <ImageField
        label={t('channel.settings.bannerImage')}
        removeText={t('channel.settings.removeBannerImage')}
        currentUrl={profile.bannerImageUrl}
        choice={bannerImage}
        onChange={setBannerImage}
        wide
      />
      <ImageField
        label={t('channel.settings.profileImage')}
        removeText={t('channel.settings.removeProfileImage')}
        currentUrl={profile.profileImageUrl}
        choice={profileImage}
        onChange={setProfileImage}
      />
      <ChannelNameField value={name} onChange={setName} />
      <div className="flex flex-col gap-1">
        <label htmlFor={descriptionId} className="text-sm font-medium text-text">
          {t('channel.settings.description')}
        </label>
        <textarea
          id={descriptionId}
          value={description}
          maxLength={CHANNEL_PROFILE_LIMITS.descriptionMax}
          rows={5}
          onChange={(event) => setDescription(event.target.value)}
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
