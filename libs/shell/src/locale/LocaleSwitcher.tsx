import { useId } from 'react';
import { LOCALES, type Locale } from '@onair/contracts';
import { useT, type MessageKey } from '@onair/i18n';
import { useLocaleControl } from './locale-control';

// Each language is named in itself (한국어, English), whatever the page's language.
const LOCALE_NAMES: Record<Locale, MessageKey> = { ko: 'locale.ko', en: 'locale.en' };

/** The interface language setting: ko or en (SPEC.md section 1). */
export function LocaleSwitcher() {
  const t = useT();
  const { locale, switching, switchLocale } = useLocaleControl();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="flex items-center gap-1 font-semibold text-text">
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-4 text-muted"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <circle cx="10" cy="10" r="7.5" />
          <path d="M2.5 10h15M10 2.5c2 2.2 3 4.7 3 7.5s-1 5.3-3 7.5M10 2.5c-2 2.2-3 4.7-3 7.5s1 5.3 3 7.5" />
        </svg>
        {t('nav.language')}
      </label>
      <select
        id={id}
        value={locale}
        disabled={switching}
        onChange={(event) => void switchLocale(event.target.value as Locale)}
        className="h-8 cursor-pointer rounded max-sm:h-10 border border-border bg-surface px-2 text-xs text-text focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-60"
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {t(LOCALE_NAMES[option])}
          </option>
        ))}
      </select>
    </div>
  );
}
