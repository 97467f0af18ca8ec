import { render, screen, waitFor, within } from '@testing-library/react';
import { systemApi } from '@onair/api-client';
import { BRANDS, type BrandCode } from '@onair/brand';
import type { MaintenanceStatus } from '@onair/contracts';
import { loadMessages } from '@onair/i18n';
import { appEnvironmentDetected } from '@onair/store';
import { fakeApi } from '@onair/store/testing';
import { AppRoot } from '../../AppRoot';
import { resetTestStores, testStore } from '../../testing/render-in-shell';

afterEach(resetTestStores);

// 02:00 to 06:00 on 2 March 2031, Korean time.
const WINDOW = { startAt: '2031-03-01T17:00:00.000Z', endAt: '2031-03-01T21:00:00.000Z', reason: '' };

async function renderNotice(brand: BrandCode, status: MaintenanceStatus | null, { mobile = false } = {}) {
  const api = fakeApi({
    'GET /api/system/maintenance': () => (status ? { status: 200, body: status } : { status: 500, body: {} }),
  });
  const store = testStore({ brand, fetchFn: api.fetchFn });
  store.dispatch(appEnvironmentDetected({ appType: 'MAIN', mobile }));
  const messages = await loadMessages('ko');
  render(
    <AppRoot
      store={store}
      brand={BRANDS[brand]}
      locale="ko"
      messages={messages}
      router={{ kind: 'memory', initialPath: '/notices/maintenance' }}
    />,
  );
  return { messages, api, store };
}

const korean = (options: Intl.DateTimeFormatOptions, iso: string) =>
  new Intl.DateTimeFormat('ko', { timeZone: 'Asia/Seoul', ...options }).format(new Date(iso));

test.each(['onair', 'mint', 'nova'] as const)(
  '%s: the maintenance notice with the window, the reason and the brand contacts',
  async (code) => {
    const brand = BRANDS[code];
    const { messages } = await renderNotice(code, { active: true, maintenance: WINDOW });
    const notice = await screen.findByRole('article', { name: messages['maintenance.title'] });
    const schedule = await within(notice).findByText(messages['maintenance.date'] ?? 'x');
    const rows = schedule.closest('dl');
    if (!rows) throw new Error('no schedule');
    expect(
      within(rows).getByText(
        korean({ year: 'numeric', month: 'long', day: 'numeric', weekday: 'long' }, WINDOW.startAt),
      ),
    ).toBeInTheDocument();
    expect(within(rows).getByText(korean({ hour: 'numeric', minute: '2-digit' }, WINDOW.startAt))).toBeInTheDocument();
    expect(within(rows).getByText(korean({ hour: 'numeric', minute: '2-digit' }, WINDOW.endAt))).toBeInTheDocument();
    expect(within(rows).getByText('4시간')).toBeInTheDocument();
    expect(within(notice).getByText('서비스 안정화 및 성능 개선')).toBeInTheDocument();
    expect(within(notice).getByText(messages['maintenance.extended'] ?? 'x')).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: `이메일 ${brand.email}` })).toHaveAttribute(
      'href',
      `mailto:${brand.email}`,
    );
    expect(within(notice).getByRole('link', { name: `고객센터 ${brand.phone}` })).toHaveAttribute(
      'href',
      `tel:${brand.phone}`,
    );
    // A page of its own: no site header with its login buttons, the company footer below.
    expect(screen.queryByRole('button', { name: '로그인' })).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(brand.businessNumber);
  },
);

test("the operator's reason replaces the standard one; a night-long window gives the end its date", async () => {
  const overnight = {
    startAt: '2031-03-01T14:00:00.000Z',
    endAt: '2031-03-01T23:30:00.000Z',
    reason: '데이터센터 이전',
  };
  await renderNotice('onair', { active: true, maintenance: overnight });
  expect(await screen.findByText('데이터센터 이전')).toBeInTheDocument();
  expect(screen.queryByText('서비스 안정화 및 성능 개선')).not.toBeInTheDocument();
  expect(
    screen.getByText(
      korean({ month: 'long', day: 'numeric', weekday: 'short', hour: 'numeric', minute: '2-digit' }, overnight.endAt),
    ),
  ).toBeInTheDocument();
  expect(screen.getByText('9.5시간')).toBeInTheDocument();
});

test('without a window (none set, or the API unreachable) the notice shows everything but the times', async () => {
  const { messages, api, store } = await renderNotice('onair', null);
  const answer = systemApi.systemEndpoints.endpoints.getMaintenance.select();
  await waitFor(() => expect(answer(store.getState()).isError).toBe(true));
  expect(api.count('GET', '/api/system/maintenance')).toBe(1);
  expect(screen.getByRole('heading', { name: messages['maintenance.title'] })).toBeInTheDocument();
  expect(screen.queryByText(messages['maintenance.date'] ?? 'x')).not.toBeInTheDocument();
  expect(screen.getByText('서비스 안정화 및 성능 개선')).toBeInTheDocument();
});

test('bellcast shows the migration notice: the opening, the merge, the app stores and the new service', async () => {
  const notice = BRANDS.bellcast.notice;
  if (notice.kind !== 'migration') throw new Error('bellcast migrates');
  const { messages, api } = await renderNotice('bellcast', { active: true, maintenance: WINDOW });
  const article = await screen.findByRole('article', { name: messages['migration.title'] });
  expect(within(article).getByText('2025년 8월 13일 오후 3시, 새로운 플랫폼이 오픈합니다.')).toHaveAttribute(
    'datetime',
    notice.opensAt,
  );
  expect(within(article).getByText('벨캐스트의 호스트 서비스는 새로운 플랫폼으로 통합됩니다.')).toBeInTheDocument();
  const links = within(article).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    [messages['migration.goToNewService'], notice.newServiceUrl],
    [messages['migration.ios'], notice.iosAppUrl],
    [messages['migration.android'], notice.androidAppUrl],
  ]);
  expect(screen.queryByText(messages['maintenance.title'] ?? 'x')).not.toBeInTheDocument();
  expect(api.count('GET', '/api/system/maintenance')).toBe(0);
});

test('on a phone the app stores come first', async () => {
  const { messages } = await renderNotice('bellcast', null, { mobile: true });
  const links = within(await screen.findByRole('article')).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual([
    messages['migration.ios'],
    messages['migration.android'],
    messages['migration.goToNewService'],
  ]);
});
