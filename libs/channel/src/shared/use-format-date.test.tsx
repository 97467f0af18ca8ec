import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nProvider } from '@onair/i18n';
import { useFormatDate } from './use-format-date';

function formatterIn(locale: 'ko' | 'en') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider locale={locale} messages={{}}>
      {children}
    </I18nProvider>
  );
  return renderHook(() => useFormatDate(), { wrapper }).result.current;
}

describe('useFormatDate', () => {
  // 06:00 UTC is 15:00 in Seoul.
  const iso = '2025-08-13T06:00:00.000Z';

  it('writes a board date in Korean as SOOP does, with a 24-hour time', () => {
    expect(formatterIn('ko')(iso)).toBe('2025. 08. 13. 15:00');
    expect(formatterIn('ko')(iso, false)).toBe('2025. 08. 13.');
  });

  it('writes it in English as every other date of the site, not as 08/13/2025, 15:00', () => {
    expect(formatterIn('en')(iso)).toBe('Aug 13, 2025, 3:00 PM');
    expect(formatterIn('en')(iso, false)).toBe('Aug 13, 2025');
  });
});
