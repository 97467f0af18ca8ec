import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nProvider } from './I18nProvider';
import { useFormatDateTime } from './use-format-date-time';

function formatterIn(locale: 'ko' | 'en') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider locale={locale} messages={{}}>
      {children}
    </I18nProvider>
  );
  return renderHook(() => useFormatDateTime(), { wrapper }).result.current;
}

describe('useFormatDateTime', () => {
  const iso = '2025-08-13T06:00:00.000Z';

  // 06:00 UTC is 15:00 in Seoul. (The Korean day-period word depends on Node's ICU data.)
  it('shows the date and time in Korean time', () => {
    expect(formatterIn('en')(iso)).toBe('Aug 13, 2025, 3:00 PM');
    expect(formatterIn('ko')(iso)).toMatch(/^2025\. 8\. 13\. \S+ 3:00$/);
  });

  it('shows the date alone when told', () => {
    expect(formatterIn('ko')(iso, false)).toBe('2025. 8. 13.');
    expect(formatterIn('en')(iso, false)).toBe('Aug 13, 2025');
  });
});
