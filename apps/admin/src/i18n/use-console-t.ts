import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageValues } from '@onair/i18n';
import type koBundle from './locales/ko.json';

/** Every console message id, taken from the Korean source bundle. */
export type ConsoleMessageKey = keyof typeof koBundle;
export type ConsoleT = (id: ConsoleMessageKey, values?: MessageValues) => string;

/** t(id, values) over the console's own bundle (console.*). */
export function useConsoleT(): ConsoleT {
  const intl = useIntl();
  return useCallback<ConsoleT>((id, values) => intl.formatMessage({ id }, values), [intl]);
}
