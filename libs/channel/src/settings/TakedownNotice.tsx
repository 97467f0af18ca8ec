import type { StreamKeyInfo } from '@onair/contracts';
import { useFormatDateTime, useT } from '@onair/i18n';

type Notice = { id: string; title: string; meaning: string; reason: string; at: string };

/** Whether a key was issued after the takedown: a revoked key's streamer has then done what it asked. */
const issuedAfter = (createdAt: string | null, at: string) =>
  createdAt !== null && new Date(createdAt).getTime() > new Date(at).getTime();

/**
 * What an operator did to this channel (docs/takedown.md, "What the streamer is told"): what
 * happened, the reason staff gave and what it means for going live. A suspension holds until it is
 * lifted, so it is shown while it lasts; the last end or key revocation is shown beside it until a lift.
 */
export function TakedownNotice({ info }: { info: StreamKeyInfo }) {
  const t = useT();
  const formatDateTime = useFormatDateTime();
  const notices: Notice[] = [];
  if (info.suspension) {
    notices.push({
      id: 'suspend',
      title: t('channel.takedown.suspendedTitle'),
      meaning: t('channel.takedown.suspendedMeaning'),
      reason: info.suspension.reason,
      at: info.suspension.since,
    });
  }
  const takedown = info.takedown;
  if (takedown && takedown.action !== 'suspend') {
    const revoked = takedown.action === 'revoke-key';
    notices.push({
      id: takedown.action,
      title: t(revoked ? 'channel.takedown.revokeTitle' : 'channel.takedown.endTitle'),
      meaning: t(
        !revoked
          ? 'channel.takedown.endMeaning'
          : issuedAfter(info.createdAt, takedown.at)
            ? 'channel.takedown.revokeReissued'
            : 'channel.takedown.revokeMeaning',
      ),
      reason: takedown.reason,
      at: takedown.at,
    });
  }
  if (notices.length === 0) return null;

  return (
    <section
      aria-labelledby="takedown-heading"
      className="flex flex-col gap-2 rounded bg-danger/10 px-3 py-2 text-sm text-text"
    >
      <h3 id="takedown-heading" className="font-semibold">
        {t('channel.takedown.heading')}
      </h3>
      {notices.map((notice) => (
        <div key={notice.id} className="flex flex-col gap-1">
          <p className="font-semibold">{notice.title}</p>
          <p>{t('channel.takedown.reason', { reason: notice.reason })}</p>
          <p>{notice.meaning}</p>
          <p className="text-xs text-muted">{t('channel.takedown.at', { date: formatDateTime(notice.at) })}</p>
        </div>
      ))}
    </section>
  );
}
