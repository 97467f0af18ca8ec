import { useState } from 'react';
import { adminApi } from '@onair/api-client';
import { Button, QueryState, TextInput } from '@onair/ui';
import { useConsoleT } from '../../i18n/use-console-t';
import { koreanInstant, toKoreanInput } from '../../time/korean-time';
import { HomeMock } from './HomeMock';

const DESKTOP = 520;
const PHONE = 240;

/**
 * The brand's home page as a visitor and as a member would see it at a chosen time, at desktop and
 * phone widths: the API answers it with the home routes' own queries at that time.
 */
export function ContentPreviewPanel({ onClose }: { onClose: () => void }) {
  const t = useConsoleT();
  const [when, setWhen] = useState(toKoreanInput(new Date().toISOString()));
  const at = koreanInstant(when) ?? new Date().toISOString();
  const visitor = adminApi.useAdminPreviewContentQuery({ at, asker: 'visitor' });
  const member = adminApi.useAdminPreviewContentQuery({ at, asker: 'member' });
  return (
    <section
      aria-label={t('console.content.previewTitle')}
      className="flex flex-col gap-4 rounded border border-border bg-surface p-4"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-base font-bold">{t('console.content.previewTitle')}</h2>
        <div className="flex items-end gap-2">
          <TextInput
            containerClassName="w-64"
            label={t('console.content.previewAt')}
            type="datetime-local"
            step={1}
            value={when}
            onChange={(event) => setWhen(event.target.value)}
          />
          <Button variant="secondary" onClick={onClose}>
            {t('console.content.previewClose')}
          </Button>
        </div>
      </div>
      {(
        [
          ['visitor', visitor],
          ['member', member],
        ] as const
      ).map(([asker, result]) => (
        <section key={asker} className="flex flex-col gap-2">
          <h3 className="text-sm font-bold">{t(`console.content.previewAs.${asker}`)}</h3>
          <QueryState query={result}>
            {(data) => (
              <div className="flex flex-wrap items-start gap-4">
                <HomeMock preview={data} width={DESKTOP} label={t(`console.content.previewFrame.${asker}.desktop`)} />
                <HomeMock preview={data} width={PHONE} label={t(`console.content.previewFrame.${asker}.phone`)} />
              </div>
            )}
          </QueryState>
        </section>
      ))}
    </section>
  );
}
