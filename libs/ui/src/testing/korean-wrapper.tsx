import type { ReactNode } from 'react';
import { I18nProvider, loadMessages } from '@onair/i18n';

/**
 * A render() wrapper with the real Korean bundle, for this library's own tests of the components
 * that say something of their own (the states and ListPager read common.* keys).
 */
export async function koreanWrapper() {
  const messages = await loadMessages('ko');
  return function Korean({ children }: { children: ReactNode }) {
    return (
      <I18nProvider locale="ko" messages={messages}>
        {children}
      </I18nProvider>
    );
  };
}
