import { useEffect, useState, type ReactNode } from 'react';
import { I18nProvider, type Messages } from '@onair/i18n';
import { selectConsoleLocale } from '../app/console-slice';
import { useConsoleSelector } from '../app/hooks';
import { loadConsoleMessages } from './console-messages';
import type { ConsoleLocale } from './console-locale';

/** The chosen language's messages; a switch loads the other bundle while the page stays as it is. */
export function ConsoleI18n({ children, messages: given }: { children: ReactNode; messages?: Messages }) {
  const locale = useConsoleSelector(selectConsoleLocale);
  const [loaded, setLoaded] = useState<{ locale: ConsoleLocale; messages: Messages } | null>(
    given ? { locale, messages: given } : null,
  );
  useEffect(() => {
    if (loaded?.locale === locale) return;
    let current = true;
    void loadConsoleMessages(locale).then((messages) => {
      if (current) setLoaded({ locale, messages });
    });
    return () => {
      current = false;
    };
  }, [locale, loaded?.locale]);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  // Before the first bundle: nothing to word anything with (the loading text itself is in it).
  if (!loaded) return null;
  return (
    <I18nProvider locale={loaded.locale} messages={loaded.messages}>
      {children}
    </I18nProvider>
  );
}
