import type { ContentPreview } from '@onair/contracts';
import { useConsoleT } from '../../i18n/use-console-t';

/**
 * The operator content of the brand's home page drawn at a device's width: banners, new-style
 * banners, theme rows and logos in order, and the first popup over them as the site opens it.
 */
export function HomeMock({ preview, width, label }: { preview: ContentPreview; width: number; label: string }) {
  const t = useConsoleT();
  const phone = width < 600;
  const [popup] = preview.popups;
  return (
    <figure className="flex min-w-0 flex-col gap-1.5">
      <figcaption className="text-xs font-semibold text-muted">{label}</figcaption>
      <div
        role="img"
        aria-label={label}
        className="relative overflow-hidden rounded border border-border bg-surface-raised text-text"
        style={{ width, minHeight: phone ? 420 : 300 }}
      >
        <div className="flex flex-col gap-2 p-2">
          <div className={phone ? 'flex flex-col gap-1.5' : 'grid grid-cols-2 gap-1.5'}>
            {preview.banners.map((banner) => (
              <div key={banner.itemId} className="rounded bg-accent/15 px-2 py-3 text-xs font-semibold">
                {banner.title}
              </div>
            ))}
          </div>
          {preview.bannersNewstyle.map((banner) => (
            <div key={banner.itemId} className="rounded border border-accent/40 px-2 py-2 text-xs">
              {banner.title}
            </div>
          ))}
          {preview.themes.map((theme) => (
            <div key={theme.themeId} className="text-xs">
              <span className="font-semibold">{theme.title}</span>
              <span className="ml-1 text-muted">{theme.channels.join(', ')}</span>
            </div>
          ))}
          {preview.logos.length > 0 && (
            <div className="flex flex-wrap gap-1 text-[10px] text-muted">
              {preview.logos.map((logo) => (
                <span key={logo.itemId} className="rounded border border-border px-1">
                  {logo.title}
                </span>
              ))}
            </div>
          )}
          {preview.banners.length + preview.bannersNewstyle.length + preview.themes.length === 0 && (
            <p className="text-xs text-muted">{t('console.content.previewEmpty')}</p>
          )}
        </div>
        {popup && (
          <div className="absolute inset-0 flex items-center justify-center bg-overlay p-3">
            <div className="w-full max-w-56 rounded bg-surface p-3 shadow">
              <p className="text-sm font-bold">{popup.title}</p>
              <p className="mt-1 line-clamp-4 text-xs">{popup.body}</p>
              {preview.popups.length > 1 && (
                <p className="mt-1 text-[10px] text-muted">
                  {t('console.content.morePopups', { count: preview.popups.length - 1 })}
                </p>
              )}
            </div>
          </div>
        )}
      </div>
    </figure>
  );
}
