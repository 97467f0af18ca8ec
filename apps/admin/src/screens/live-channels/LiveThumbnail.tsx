import { useState } from 'react';
import { useConsoleT } from '../../i18n/use-console-t';

/**
 * The stream's newest snapshot, 16:9, at a fixed width a narrow table cannot squeeze. Its URL
 * changes with each picture, so a list reloaded every 30 s shows a fresh one; before the first
 * snapshot, or if it fails to load, a grey box says so.
 */
export function LiveThumbnail({ url, title }: { url: string | null; title: string }) {
  const t = useConsoleT();
  const [failed, setFailed] = useState<string | null>(null);
  if (!url || failed === url) {
    return (
      <span className="flex aspect-video w-24 min-w-24 items-center justify-center rounded bg-surface-raised text-center text-xs text-muted ring-1 ring-border">
        {t('console.live.noThumbnail')}
      </span>
    );
  }
  return (
    <img
      src={url}
      alt={t('console.live.thumbnailOf', { title })}
      loading="lazy"
      onError={() => setFailed(url)}
      className="aspect-video w-24 min-w-24 max-w-none rounded bg-surface-raised object-cover ring-1 ring-border"
    />
  );
}
