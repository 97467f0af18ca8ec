import { localeChosen, selectConsoleLocale } from '../app/console-slice';
import { useConsoleDispatch, useConsoleSelector } from '../app/hooks';
import { CONSOLE_LOCALES, storeConsoleLocale } from '../i18n/console-locale';
import { useConsoleT } from '../i18n/use-console-t';

/** 한국어 | English: the console's language, kept on this browser. */
export function LocaleSwitch() {
  const t = useConsoleT();
  const dispatch = useConsoleDispatch();
  const current = useConsoleSelector(selectConsoleLocale);
  return (
    <div
      role="group"
      aria-label={t('console.locale.label')}
      className="inline-flex overflow-hidden rounded border border-border text-xs"
    >
      {CONSOLE_LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          aria-pressed={locale === current}
          onClick={() => {
            storeConsoleLocale(locale);
            dispatch(localeChosen(locale));
          }}
          className="cursor-pointer px-2.5 py-1.5 font-medium text-muted hover:text-text aria-pressed:bg-accent aria-pressed:text-accent-contrast"
        >
          {t(`console.locale.${locale}`)}
        </button>
      ))}
    </div>
  );
}
