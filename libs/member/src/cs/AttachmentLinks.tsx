import { useT } from '@onair/i18n';

type Attachment = { uploadId: string; url: string; fileName: string };

/** The files sent with an inquiry or report, each a download link. */
export function AttachmentLinks({ attachments }: { attachments: Attachment[] }) {
  const t = useT();
  if (attachments.length === 0) return null;
  return (
    <ul aria-label={t('member.file.attached')} className="flex flex-wrap gap-2">
      {attachments.map((file) => (
        <li key={file.uploadId}>
          <a
            href={file.url}
            target="_blank"
            rel="noreferrer"
            className="text-sm text-accent underline underline-offset-2"
          >
            {file.fileName}
          </a>
        </li>
      ))}
    </ul>
  );
}
