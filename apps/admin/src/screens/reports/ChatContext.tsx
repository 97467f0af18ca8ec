import type { ChatContextLine } from '@onair/contracts';
import type * as v from 'valibot';
import { useFormatDateTime } from '@onair/i18n';
import { useConsoleT } from '../../i18n/use-console-t';

export type ChatLine = v.InferOutput<typeof ChatContextLine>;

/**
 * The chat around a reported line, in the room's order, the reported line marked so a moderator
 * reads what led up to it and what followed.
 */
export function ChatContext({ channelName, lines }: { channelName: string; lines: readonly ChatLine[] }) {
  const t = useConsoleT();
  const formatDateTime = useFormatDateTime();
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-text">{t('console.reports.content.chatRoom', { channel: channelName })}</h3>
      {lines.length === 0 ? (
        <p className="text-sm text-muted">{t('console.reports.content.noLines')}</p>
      ) : (
        <ol className="flex max-h-96 flex-col overflow-y-auto rounded border border-border bg-surface-raised py-1 text-sm">
          {lines.map((line) => (
            <li
              key={line.seq}
              aria-current={line.reported ? 'true' : undefined}
              className={
                line.reported
                  ? 'flex items-baseline gap-2 border-l-4 border-danger bg-danger/10 px-3 py-1.5 font-medium'
                  : 'flex items-baseline gap-2 border-l-4 border-transparent px-3 py-1'
              }
            >
              <time dateTime={line.createdAt} className="shrink-0 text-xs tabular-nums text-muted">
                {formatDateTime(line.createdAt)}
              </time>
              <span className="shrink-0 font-semibold text-text">{line.nickname}</span>
              <span className="min-w-0 break-words text-text">{line.text}</span>
              {line.reported && (
                <span className="ml-auto shrink-0 rounded bg-danger px-1.5 text-xs text-danger-contrast">
                  {t('console.reports.content.reportedLine')}
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
