// The header's balance chip on a phone (below sm) and wider: the figure always names the currency.
import { screen, within } from '@testing-library/react';
import { reply } from '@onair/store/testing';
import { walletOf } from '../testing/fixtures';
import { renderMoney, type RenderMoneyOptions } from '../testing/render-money';
import { BalanceChip } from './BalanceChip';

async function renderChip(luv: number, options: Omit<RenderMoneyOptions, 'routes'> = {}) {
  await renderMoney(<BalanceChip />, { ...options, routes: { 'GET /api/luv/items-sum': reply(walletOf(luv)) } });
  return screen.findByRole('link', { name: /^(내 지갑|My wallet)/ });
}

/** What a phone shows: the figure not hidden below sm. */
const onPhone = (link: HTMLElement) =>
  within(link)
    .getAllByText(/./)
    .find((figure) => !figure.classList.contains('hidden'));
/** What a wider screen shows. */
const fromSm = (link: HTMLElement) =>
  within(link)
    .getAllByText(/./)
    .find((figure) => figure.classList.contains('sm:inline'));

test('on a phone an empty wallet reads "0 러브", not a bare 0 beside the +, written once for every width', async () => {
  const link = await renderChip(0);
  expect(link).toHaveTextContent(/^0 러브$/);
  // The same figure on a phone and wider is one text, so nothing reads it twice.
  expect(within(link).getAllByText('0 러브')).toHaveLength(1);
});

test('on a phone a large balance is shortened, cut not rounded up; written out from sm up', async () => {
  const link = await renderChip(19999);
  expect(onPhone(link)).toHaveTextContent(/^1\.9만 러브$/);
  expect(fromSm(link)).toHaveTextContent(/^19,999 러브$/);
  expect(link).toHaveAccessibleName('내 지갑: 19,999 러브');
});

test('in English on mint: "12.5K luv" on a phone, "12,500 luv" wider', async () => {
  const link = await renderChip(12500, { brand: 'mint', locale: 'en' });
  expect(onPhone(link)).toHaveTextContent(/^12\.5K luv$/);
  expect(fromSm(link)).toHaveTextContent(/^12,500 luv$/);
});

test('in a live room the + opens the shop remembering the room (?from=/live/12); elsewhere it is the bare shop', async () => {
  const inRoom = await renderMoney(<BalanceChip />, {
    url: '/live/12',
    routes: { 'GET /api/luv/items-sum': reply(walletOf(0)) },
  });
  expect(await screen.findByRole('link', { name: '러브 충전' })).toHaveAttribute('href', '/luv/shop?from=%2Flive%2F12');
  inRoom.unmount();
  await renderMoney(<BalanceChip />, { url: '/my', routes: { 'GET /api/luv/items-sum': reply(walletOf(0)) } });
  expect(await screen.findByRole('link', { name: '러브 충전' })).toHaveAttribute('href', '/luv/shop');
});
