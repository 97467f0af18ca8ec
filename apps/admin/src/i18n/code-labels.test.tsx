import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nProvider } from '@onair/i18n';
import { LEDGER_REASONS, useCodeLabels } from './code-labels';
import { loadConsoleMessages } from './console-messages';

async function labelsIn(locale: 'ko' | 'en') {
  const messages = await loadConsoleMessages(locale);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider locale={locale} messages={messages}>
      {children}
    </I18nProvider>
  );
  return renderHook(() => useCodeLabels(), { wrapper }).result.current;
}

test.each([
  ['ko', ['선물', '운영 조정', '검토 중', '기각', '채팅', '답변 완료']],
  ['en', ['Gift', 'Operator adjustment', 'In review', 'Dismissed', 'Chat line', 'Answered']],
] as const)('stored codes read as %s words', async (locale, words) => {
  const labels = await labelsIn(locale);
  expect([
    labels.ledgerReason('gift'),
    labels.ledgerReason('adjustment'),
    labels.reportStatus('reviewing'),
    labels.reportStatus('dismissed'),
    labels.reportTarget('chat'),
    labels.inquiryStatus('answered'),
  ]).toEqual(words);
});

test('every ledger reason has its own words in both languages, and none reads as its code', async () => {
  for (const locale of ['ko', 'en'] as const) {
    const labels = await labelsIn(locale);
    const words = LEDGER_REASONS.map((reason) => labels.ledgerReason(reason));
    expect(new Set(words).size).toBe(LEDGER_REASONS.length);
    for (const reason of LEDGER_REASONS) expect(labels.ledgerReason(reason)).not.toBe(reason);
  }
});

test('a code the console does not know is shown as it came', async () => {
  const labels = await labelsIn('ko');
  expect(labels.ledgerReason('lottery')).toBe('lottery');
  expect(labels.reportStatus('escalated')).toBe('escalated');
});
