import type { BundleLocale } from '@onair/contracts';
import { useCallback, type ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode, useIntl, type IntlConfig } from 'react-intl';
import type { Messages } from './load-messages';
import type koBundle from './locales/ko/common.json';
import { DEFAULT_LOCALE } from './resolve-locale';

/** Every message id, taken from the Korean source bundle. */
export type MessageKey = keyof typeof koBundle;

export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

type IntlError = Parameters<NonNullable<IntlConfig['onError']>>[0];

function isTestRun(): boolean {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  return env?.['NODE_ENV'] === 'test';
}

/** Missing translations: silent under test, a warning elsewhere. Anything else is a real error. */
export function reportIntlError(error: IntlError): void {
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) {
    if (!isTestRun()) console.warn(`[i18n] ${error.message}`);
    return;
  }
  console.error(error);
}

export type I18nProviderProps = {
  locale: BundleLocale;
  /** Used as given: a key missing here shows its id, there is no silent fallback to Korean. */
  messages: Messages;
  /** Dates and times (maintenance window, broadcast start) are shown in Korean time unless told otherwise. */
  timeZone?: string;
  onError?: IntlConfig['onError'];
  children?: ReactNode;
};

export const DEFAULT_TIME_ZONE = 'Asia/Seoul';

export function I18nProvider({ locale, messages, timeZone = DEFAULT_TIME_ZONE, onError = reportIntlError, children }: I18nProviderProps) {
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages} timeZone={timeZone} onError={onError}>
      {children}
    </IntlProvider>
  );
}

export type Translate = (id: MessageKey, values?: MessageValues) => string;

/** t(id, values) for the current locale; stable while the locale and messages stay the same. */
export function useT(): Translate {
  const intl = useIntl();
  return useCallback<Translate>((id, values) => intl.formatMessage({ id }, values), [intl]);
}
