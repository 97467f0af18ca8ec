import type { Attachment } from '@onair/contracts';
import { Spinner } from '@onair/ui';
import { useApiErrorText } from '../../i18n/use-api-error-text';
import { useConsoleT } from '../../i18n/use-console-t';
import { useConsoleAttachmentUrlQuery } from './attachment-api';

const isImage = (attachment: Attachment) => attachment.contentType.startsWith('image/');

function AttachmentItem({ attachment }: { attachment: Attachment }) {
  const t = useConsoleT();
  const errorText = useApiErrorText();
  const { data: url, error, isLoading } = useConsoleAttachmentUrlQuery(attachment.uploadId);
  const name = attachment.fileName;
  if (isLoading)
    return (
      <li className="flex items-center gap-2 text-sm text-muted">
        <Spinner />
        {t('console.attachments.loading', { name })}
      </li>
    );
  if (error || !url)
    return (
      <li role="alert" className="text-sm text-danger">
        {t('console.attachments.failed', { name, error: errorText(error) })}
      </li>
    );
  return (
    <li className="flex flex-col gap-1">
      {isImage(attachment) && (
        <a href={url} target="_blank" rel="noreferrer" aria-label={t('console.attachments.open', { name })}>
          <img src={url} alt={name} className="max-h-80 max-w-full rounded border border-border object-contain" />
        </a>
      )}
      <a href={url} download={name} className="text-sm text-accent underline underline-offset-2">
        {name}
      </a>
    </li>
  );
}

/** An inquiry's or a request's files: images shown in place, other files as links to download. */
export function AttachmentList({ attachments }: { attachments: readonly Attachment[] }) {
  const t = useConsoleT();
  if (attachments.length === 0) return <p className="text-sm text-muted">{t('console.attachments.none')}</p>;
  return (
    <ul aria-label={t('console.attachments.title')} className="flex flex-col gap-3">
      {attachments.map((attachment) => (
        <AttachmentItem key={attachment.uploadId} attachment={attachment} />
      ))}
    </ul>
  );
}
