import { CHANNEL_PROFILE_LIMITS } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { TextInput } from '@onair/ui';

export type LiveTitleInputProps = {
  value: string;
  onChange: (value: string) => void;
  /** What viewers see while the title is empty: the channel's name. */
  channelName: string;
  /** The API's refusal, shown under the input. */
  error?: string | null;
  /** Where a heading above already says 방송 제목. */
  hideLabel?: boolean;
  autoFocus?: boolean;
};

/** The broadcast's title as typed: one line of at most 120 characters, with how many are used. */
export function LiveTitleInput({ value, onChange, channelName, error, hideLabel, autoFocus }: LiveTitleInputProps) {
  const t = useT();
  const max = CHANNEL_PROFILE_LIMITS.liveTitleMax;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <TextInput
        label={t('channel.liveTitle.title')}
        hideLabel={hideLabel}
        value={value}
        maxLength={max}
        placeholder={channelName}
        autoFocus={autoFocus}
        enterKeyHint="done"
        error={error ?? undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <span className="self-end text-xs text-muted">{t('channel.settings.length', { count: value.length, max })}</span>
    </div>
  );
}
