import { CHANNEL_PROFILE_LIMITS } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { TextInput } from '@onair/ui';

/** The channel's name, as the owner types it when opening the channel and in its profile. */
export function ChannelNameField({
  value,
  onChange,
  hint,
  error,
}: {
  value: string;
  onChange: (name: string) => void;
  hint?: string;
  error?: string;
}) {
  const t = useT();
  return (
    <TextInput
      label={t('channel.settings.name')}
      value={value}
      maxLength={CHANNEL_PROFILE_LIMITS.nameMax}
      onChange={(event) => onChange(event.target.value)}
      hint={hint}
      error={error}
    />
  );
}
