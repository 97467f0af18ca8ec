import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { I18nProvider, reportIntlError, useT, type MessageKey, type MessageValues } from './I18nProvider';
import { loadMessages, type Messages } from './load-messages';

function Text({ id, values }: { id: MessageKey; values?: MessageValues }) {
  const t = useT();
  return <p>{t(id, values)}</p>;
}

function renderText(locale: 'ko' | 'en', messages: Messages, id: MessageKey, values?: MessageValues) {
  return render(
    <I18nProvider locale={locale} messages={messages}>
      <Text id={id} values={values} />
    </I18nProvider>,
  );
}

describe('I18nProvider and useT', () => {
  afterEach(() => jest.restoreAllMocks());

  it('renders a Korean string', async () => {
    renderText('ko', await loadMessages('ko'), 'auth.membersOnly.title');
    expect(screen.getByText('회원 전용')).toBeInTheDocument();
  });

  it('fills in values', async () => {
    renderText('ko', await loadMessages('ko'), 'maintenance.duration', { hours: 4 });
    expect(screen.getByText('4시간')).toBeInTheDocument();
  });

  it('formats English plurals and Korean counts', async () => {
    const en = await loadMessages('en');
    renderText('en', en, 'home.viewers', { count: 1 });
    renderText('en', en, 'home.viewers', { count: 1234 });
    renderText('ko', await loadMessages('ko'), 'home.viewers', { count: 1234 });
    expect(screen.getByText('1 viewer')).toBeInTheDocument();
    expect(screen.getByText('1,234 viewers')).toBeInTheDocument();
    expect(screen.getByText('1,234명 시청')).toBeInTheDocument();
  });

  it('uses the bundle as given: a missing key shows its id, with no fallback to Korean', () => {
    renderText('en', {}, 'common.notice');
    expect(screen.getByText('common.notice')).toBeInTheDocument();
  });

  it('passes intl errors to a custom onError', () => {
    const onError = jest.fn();
    render(
      <I18nProvider locale="en" messages={{}} onError={onError}>
        <Text id="common.ok" />
      </I18nProvider>,
    );
    expect(onError).toHaveBeenCalled();
  });
});

describe('time zone', () => {
  function OpeningTime() {
    return <p>{useIntl().formatTime(new Date('2025-08-13T06:00:00Z'), { hour: 'numeric', minute: '2-digit', hour12: false })}</p>;
  }

  it('shows times in Korean time by default', () => {
    render(
      <I18nProvider locale="ko" messages={{}}>
        <OpeningTime />
      </I18nProvider>,
    );
    expect(screen.getByText('15:00')).toBeInTheDocument();
  });

  it('accepts another time zone', () => {
    render(
      <I18nProvider locale="ko" messages={{}} timeZone="UTC">
        <OpeningTime />
      </I18nProvider>,
    );
    expect(screen.getByText('06:00')).toBeInTheDocument();
  });
});

describe('reportIntlError', () => {
  afterEach(() => jest.restoreAllMocks());

  function missingTranslationError() {
    let captured: Parameters<typeof reportIntlError>[0] | undefined;
    render(
      <I18nProvider locale="en" messages={{}} onError={(error) => (captured = error)}>
        <Text id="common.ok" />
      </I18nProvider>,
    );
    if (!captured) throw new Error('expected a missing-translation error');
    return captured;
  }

  it('stays silent about missing translations under test and warns elsewhere', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = missingTranslationError();

    reportIntlError(error);
    expect(warn).not.toHaveBeenCalled();

    const nodeEnv = process.env['NODE_ENV'];
    process.env['NODE_ENV'] = 'development';
    try {
      reportIntlError(error);
    } finally {
      process.env['NODE_ENV'] = nodeEnv;
    }
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('common.ok');
  });
});
