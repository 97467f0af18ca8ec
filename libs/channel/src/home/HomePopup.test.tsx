// The home popup: 닫기 closes it for this visit; 오늘 하루 보지 않기 keeps it away until tomorrow.
import { screen, waitFor, within } from '@testing-library/react';
import { homeItem, summaryOf } from '../testing/homeFixtures';
import { answer, renderChannel, resetChannelStores } from '../testing/renderChannel';
import { HomePage } from './HomePage';

afterEach(resetChannelStores);

const routes = [{ path: '/', element: <HomePage /> }];
const api = {
  'GET /api/guest/channels': answer({ items: [summaryOf(1, '온에어 공식 채널')], page: 1, size: 20, total: 1 }),
  'GET /api/guest/popups': answer({ items: [homeItem(7, '추석 특별 방송 안내', { body: '연휴 내내 함께해요.' })] }),
};

test('닫기 closes the popup; it comes back on the next visit', async () => {
  const first = await renderChannel({ url: '/', routes, api });
  expect(await screen.findByRole('dialog', { name: '추석 특별 방송 안내' })).toHaveTextContent('연휴 내내 함께해요.');
  // The dialog's own 닫기 button, not its close icon (both say 닫기).
  await first.user.click(within(screen.getByRole('dialog')).getByText('닫기', { selector: 'button' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  first.unmount();
  resetChannelStores();

  await renderChannel({ url: '/', routes, api });
  expect(await screen.findByRole('dialog', { name: '추석 특별 방송 안내' })).toBeInTheDocument();
});

test('오늘 하루 보지 않기 keeps it away for the rest of the day', async () => {
  const first = await renderChannel({ url: '/', routes, api });
  await first.user.click(await screen.findByRole('button', { name: '오늘 하루 보지 않기' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  first.unmount();
  resetChannelStores();

  const { api: second } = await renderChannel({ url: '/', routes, api });
  await waitFor(() => expect(second.count('GET', '/api/guest/popups')).toBe(1));
  await screen.findByRole('list', { name: '채널' });
  expect(screen.queryByRole('dialog')).toBeNull();
});
