import { useFormatDateTime } from '@onair/i18n';
import { useConsoleT } from '../../i18n/use-console-t';
import { ChatContext } from './ChatContext';
import type { ReportedContent } from './report-labels';

function Flags({ hidden, deleted }: { hidden: boolean; deleted: boolean }) {
  const t = useConsoleT();
  if (!hidden && !deleted) return null;
  return (
    <span className="flex gap-1.5">
      {hidden && (
        <span className="rounded bg-danger/10 px-1.5 text-xs font-medium text-danger">
          {t('console.reports.content.hidden')}
        </span>
      )}
      {deleted && (
        <span className="rounded bg-danger/10 px-1.5 text-xs font-medium text-danger">
          {t('console.reports.content.deleted')}
        </span>
      )}
    </span>
  );
}

const BODY = 'whitespace-pre-wrap break-words rounded border border-border bg-surface-raised p-3 text-sm text-text';

/** The reported content as it is now (hidden and deleted included), where it lives. */
export function ReportedContentView({ content }: { content: ReportedContent }) {
  const t = useConsoleT();
  const formatDateTime = useFormatDateTime();
  switch (content.kind) {
    case 'chat':
      return <ChatContext channelName={content.channelName} lines={content.lines} />;
    case 'board':
      return <WrittenContent heading={t('console.reports.content.post', { title: content.title })} content={content} />;
    case 'comment':
      return (
        <WrittenContent
          heading={t('console.reports.content.commentOn', { title: content.postTitle })}
          content={content}
        />
      );
    case 'channel':
      return (
        <div className="flex flex-col gap-1 text-sm text-text">
          <p className="font-semibold">
            {t('console.reports.content.channel', { name: content.channelName, id: content.channelId })}
          </p>
          <p className="text-muted">
            {t('console.reports.content.owner', { nickname: content.owner.nickname, id: content.owner.memberId })}
          </p>
        </div>
      );
    case 'member':
      return (
        <p className="text-sm font-semibold text-text">
          {t('console.reports.content.member', {
            nickname: content.nickname,
            loginId: content.loginId,
            id: content.memberId,
          })}
        </p>
      );
    case 'message':
      return (
        <article className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-text">
            {t('console.reports.content.message', {
              sender: content.sender?.nickname ?? t('console.reports.content.unknownSender'),
              recipient: content.recipient.nickname,
            })}
          </h3>
          <p className="text-xs text-muted">{formatDateTime(content.createdAt)}</p>
          <div className={BODY}>{content.content}</div>
        </article>
      );
    case 'gone':
      return <p className="text-sm text-muted">{t('console.reports.content.gone')}</p>;
  }
}

/** A reported post or comment: its heading, whether it is hidden or deleted, its author and time, and its text. */
function WrittenContent({
  heading,
  content,
}: {
  heading: string;
  content: Extract<ReportedContent, { kind: 'board' | 'comment' }>;
}) {
  const t = useConsoleT();
  const formatDateTime = useFormatDateTime();
  return (
    <article className="flex flex-col gap-2">
      <h3 className="flex flex-wrap items-center gap-2 text-sm font-semibold text-text">
        {heading}
        <Flags hidden={content.hidden} deleted={content.deleted} />
      </h3>
      <p className="text-xs text-muted">
        {t('console.reports.content.author', { nickname: content.author.nickname, id: content.author.memberId })} ·{' '}
        {formatDateTime(content.createdAt)}
      </p>
      <div className={BODY}>{content.content}</div>
    </article>
  );
}
