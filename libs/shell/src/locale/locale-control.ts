import { createContext, useContext } from 'react';
import type { Locale } from '@onair/contracts';

export type LocaleControl = {
  locale: Locale;
  /** True while the new language's bundle loads. */
  switching: boolean;
  /** Saves the choice in the locale cookie (a year) and shows the page in that language at once. */
  switchLocale(next: Locale): Promise<void>;
};

export const LocaleControlContext = createContext<LocaleControl | null>(null);

/** The interface language and the way to change it; inside AppRoot's LocaleProvider only. */
export function useLocaleControl(): LocaleControl {
  const control = useContext(LocaleControlContext);
  if (!control) throw new Error('useLocaleControl needs a LocaleProvider (AppRoot renders one)');
  return control;
}
