import {
  BANKS,
  BOARD_MESSAGES,
  CS_MESSAGES,
  LIVE_AUTH_MESSAGES,
  MESSAGE_MESSAGES,
  PERMISSION_MESSAGES,
  uploadMessageRef,
} from '@onair/contracts';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nProvider } from './I18nProvider';
import { importBundle, type Messages } from './load-messages';
import { useApiMessage } from './use-api-message';
import { useBankName } from './use-bank-name';

let ko: Messages = {};
let en: Messages = {};
beforeAll(async () => {
  ko = (await importBundle('ko')).default;
  en = (await importBundle('en')).default;
});

function inLocale<T>(locale: 'ko' | 'en', hook: () => T): T {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider locale={locale} messages={locale === 'ko' ? ko : en}>
      {children}
    </I18nProvider>
  );
  return renderHook(hook, { wrapper }).result.current;
}

describe('useApiMessage', () => {
  it('gives an English reader the English of what the API refused with', () => {
    const text = inLocale('en', useApiMessage);
    expect(text(MESSAGE_MESSAGES.blockedByRecipient)).toBe(
      'The recipient has blocked your messages, so it cannot be sent.',
    );
    expect(text(LIVE_AUTH_MESSAGES.wrongPassword)).toBe('The broadcast password is incorrect.');
    expect(text(PERMISSION_MESSAGES.authorOnly)).toBe('You can only edit or delete your own posts.');
    expect(text(CS_MESSAGES.declarationInReview)).toBe('A report that is already being handled cannot be withdrawn.');
    expect(text('개설된 채널이 없습니다.')).toBe('You have no channel yet.');
  });

  it('words an error answer by its key and params, whatever its Korean text', () => {
    const text = inLocale('en', useApiMessage);
    const answer = { message: '비밀번호를 여러 번 틀렸습니다. 3분 후 다시 시도해주세요.', key: 'liveAuth.tooManyTries', params: { minutes: 3 } };
    expect(text(answer)).toBe(en['error.liveAuth.tooManyTries']?.replace('{minutes}', '3'));
    expect(inLocale('ko', useApiMessage)(answer)).toBe(answer.message);
  });

  it("gives the brand's currency in the reader's words over the Korean one the API filled in", () => {
    const text = inLocale('en', useApiMessage);
    const answer = { message: '보유 러브 잔액이 부족합니다.', key: 'money.insufficientBalance', params: { currency: '러브' } };
    expect(text(answer, undefined, { currency: 'Love' })).toBe('You do not have enough Love.');
  });

  it('shows an unknown key as the server worded it', () => {
    const text = inLocale('en', useApiMessage);
    expect(text({ message: 'Gateway said no', key: 'gateway.somethingNew' }, 'Something went wrong.')).toBe('Gateway said no');
    expect(text({ message: '새로운 거절입니다.', key: 'gateway.somethingNew' }, 'Something went wrong.')).toBe('Something went wrong.');
  });

  it('carries the numbers and file types of an upload refusal over', () => {
    const text = inLocale('en', useApiMessage);
    expect(text(uploadMessageRef('tooLarge', { accept: 'attachment' }))).toBe(
      'The file is too large. You can upload files of up to 10 MB.',
    );
    expect(text(uploadMessageRef('tooMany', { maxCount: 3 }))).toBe('You can upload up to 3 files.');
    expect(text(uploadMessageRef('unsupportedType', { accept: 'image' }))).toBe(
      'This file type is not supported. You can upload JPG, PNG, GIF, WEBP files only.',
    );
  });

  it('leaves Korean to a Korean reader, word for word', () => {
    const text = inLocale('ko', useApiMessage);
    expect(text(BOARD_MESSAGES.writeNotAllowed, 'fallback')).toBe(BOARD_MESSAGES.writeNotAllowed);
  });

  it('shows the fallback, not Korean, for a Korean message it does not know', () => {
    const text = inLocale('en', useApiMessage);
    expect(text('처음 보는 오류입니다.', 'Something went wrong.')).toBe('Something went wrong.');
    expect(text('처음 보는 오류입니다.')).toBe('처음 보는 오류입니다.');
    expect(text('Gateway said no', 'Something went wrong.')).toBe('Gateway said no');
  });
});

describe('useBankName', () => {
  it('names every withdrawal bank in English, and keeps an unknown bank as the API named it', () => {
    const name = inLocale('en', useBankName);
    expect(name('004', 'KB국민은행')).toBe('KB Kookmin Bank');
    for (const bank of BANKS) expect(name(bank.code, bank.name)).not.toMatch(/[\uAC00-\uD7A3]/);
    expect(name('999', '어느은행')).toBe('어느은행');
    expect(inLocale('ko', useBankName)('004', 'KB국민은행')).toBe('KB국민은행');
  });
});
