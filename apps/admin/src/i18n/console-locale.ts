/** The console speaks Korean (the default) and English, as the brand apps do (SPEC: ko and en). */
export const CONSOLE_LOCALES = ['ko', 'en'] as const;
export type ConsoleLocale = (typeof CONSOLE_LOCALES)[number];

const STORAGE_KEY = 'onair-console-locale';

export const isConsoleLocale = (value: unknown): value is ConsoleLocale =>
  CONSOLE_LOCALES.includes(value as ConsoleLocale);

/** The language chosen on this browser, else Korean. */
export function storedConsoleLocale(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): ConsoleLocale {
  try {
    const stored = storage?.getItem(STORAGE_KEY);
    return isConsoleLocale(stored) ? stored : 'ko';
  } catch {
    return 'ko';
  }
}

export function storeConsoleLocale(
  locale: ConsoleLocale,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
) {
  try {
    storage?.setItem(STORAGE_KEY, locale);
  } catch {
    // A browser that refuses storage keeps the choice for this page only.
  }
}
