import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { serviceDisplayName } from '@onair/brand';
import type { Locale } from '@onair/contracts';
import { assertLocale, I18nProvider, loadMessages, writeLocaleCookie, type Messages } from '@onair/i18n';
import { localeChanged, useAppDispatch, useBrand } from '@onair/store';
import { localeCookieDomain } from './locale-cookie-domain';
import { LocaleControlContext, type LocaleControl } from './locale-control';

export type LocaleProviderProps = {
  /** What start-up resolved (cookie, then Accept-Language, then ko) and its loaded bundle. */
  locale: Locale;
  messages: Messages;
  /** Tests hand in their own. */
  load?: (locale: Locale) => Promise<Messages>;
  children?: ReactNode;
};

/**
 * react-intl for the current language, which the member can change without a reload: the cookie
 * is written first (so a reload, or a failed bundle load, still lands in the chosen language), then
 * the bundle is loaded and every message re-renders; the store, <html lang> and the tab title follow.
 */
export function LocaleProvider({
  locale: initialLocale,
  messages: initialMessages,
  load = loadMessages,
  children,
}: LocaleProviderProps) {
  const dispatch = useAppDispatch();
  const brand = useBrand();
  const [current, setCurrent] = useState({ locale: initialLocale, messages: initialMessages });
  const [switching, setSwitching] = useState(false);

  const switchLocale = useCallback(
    async (next: Locale) => {
      assertLocale(next);
      writeLocaleCookie(next, { domain: localeCookieDomain(brand, window.location.hostname) });
      setSwitching(true);
      try {
        const messages = await load(next);
        setCurrent({ locale: next, messages });
        dispatch(localeChanged(next));
        document.documentElement.lang = next;
      } finally {
        setSwitching(false);
      }
    },
    [brand, dispatch, load],
  );

  // The built document's <title> is the Korean name; an English reader's tab reads the English one.
  useEffect(() => {
    document.title = serviceDisplayName(brand, current.locale);
  }, [brand, current.locale]);

  const control = useMemo<LocaleControl>(
    () => ({ locale: current.locale, switching, switchLocale }),
    [current.locale, switching, switchLocale],
  );
  return (
    <LocaleControlContext.Provider value={control}>
      <I18nProvider locale={current.locale} messages={current.messages}>
        {children}
      </I18nProvider>
    </LocaleControlContext.Provider>
  );
}
