import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nProvider, loadMessages } from '@onair/i18n';

/** Renders inside I18nProvider with the real Korean bundle, as the apps do. */
export async function renderInKorean(ui: ReactElement) {
  const messages = await loadMessages('ko');
  return render(
    <I18nProvider locale="ko" messages={messages}>
      {ui}
    </I18nProvider>,
  );
}
