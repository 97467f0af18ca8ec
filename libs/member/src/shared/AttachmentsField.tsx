import { useState } from 'react';
import { useT } from '@onair/i18n';
import { FileField } from './FileField';

/** The API takes up to 3 attachments with an inquiry or a report. */
const MAX_ATTACHMENTS = 3;

/** Images or PDFs to go with an inquiry or a report; a refused file is explained under the field. */
export function AttachmentsField({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  return (
    <FileField
      label={t('member.cs.attachments')}
      accept="attachment"
      maxCount={MAX_ATTACHMENTS}
      files={files}
      onChange={onChange}
      error={error}
      onError={setError}
    />
  );
}
