import type { guestApi } from '@onair/api-client';
import { useT } from '@onair/i18n';

/** The channel's own description, as its owner wrote it (plain text, line breaks kept). */
export function ChannelAbout({ channel, className = '' }: { channel: guestApi.ChannelDetail; className?: string }) {
  const t = useT();
  if (!channel.description) return null;
  return (
    <section className={`rounded bg-surface p-4 ${className}`}>
      <h2 className="text-xs font-semibold text-muted">{t('live.about')}</h2>
      <p className="mt-1 whitespace-pre-line break-words text-sm text-text">{channel.description}</p>
    </section>
  );
}
