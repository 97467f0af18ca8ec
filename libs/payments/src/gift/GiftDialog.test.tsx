import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { dropConnection, inTurn, refuse, reply } from '@onair/store/testing';
import { afterClickGuard } from '@onair/ui/testing';
import { walletOf } from '../testing/fixtures';
import { renderMoney, type RenderMoneyOptions } from '../testing/render-money';
import { GiftButton } from './GiftButton';
import { GiftDialog } from './GiftDialog';

const GIFT = 'POST /api/luv/gift';
const sent = (amount: number, balance: number) =>
  reply({ giftId: 1, itemCode: 100, amount, netAmount: amount * 0.8, balance, live: true });

function renderDialog(routes: RenderMoneyOptions['routes'] = {}, options: Omit<RenderMoneyOptions, 'routes'> = {}) {
  const onClose = jest.fn();
  const view = renderMoney(<GiftDialog open onClose={onClose} channelId={42} recipientName="노래하는곰" />, {
    ...options,
    routes: {
      'GET /api/luv/items-sum': reply(walletOf(3000)),
      'GET /api/my/luv-preset': reply({ amounts: [100, 1000, 2000] }),
      ...routes,
    },
  });
  return view.then((rendered) => ({ ...rendered, onClose }));
}

test("the member's presets are chips; one sends that amount with the message, then a toast and the dialog closes", async () => {
  const { user, api, onClose } = await renderDialog({ [GIFT]: sent(1000, 2000) });
  const dialog = screen.getByRole('dialog', { name: '노래하는곰에게 선물하기' });
  const presets = await within(dialog).findByRole('group', { name: '선물 금액' });
  expect(
    within(presets)
      .getAllByRole('button')
      .map((chip) => chip.textContent),
  ).toEqual(['100 러브', '1,000 러브', '2,000 러브']);
  expect(await within(dialog).findByText('3,000 러브')).toBeInTheDocument();

  await user.click(within(presets).getByRole('button', { name: '1,000 러브' }));
  expect(within(presets).getByRole('button', { name: '1,000 러브' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByLabelText('선물할 러브')).toHaveValue('1000');
  await user.type(screen.getByLabelText('메시지 (선택)'), '  힘내세요!  ');
  await user.click(screen.getByRole('button', { name: '1,000 러브 선물하기' }));

  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(api.bodiesOf('POST', '/api/luv/gift')).toEqual([
    { channelId: 42, itemCode: 100, amount: 1000, message: '힘내세요!' },
  ]);
  expect(await screen.findByText('노래하는곰에게 1,000 러브 선물을 보냈습니다.')).toBeInTheDocument();
});

test('a custom amount, and the message is capped at 100 characters', async () => {
  const { user, api } = await renderDialog({ [GIFT]: sent(777, 2223) });
  await user.type(await screen.findByLabelText('선물할 러브'), '777');
  const message = screen.getByLabelText('메시지 (선택)');
  expect(message).toHaveAttribute('maxLength', '100');
  await user.click(screen.getByRole('button', { name: '777 러브 선물하기' }));
  await waitFor(() =>
    expect(api.bodiesOf('POST', '/api/luv/gift')).toEqual([{ channelId: 42, itemCode: 100, amount: 777 }]),
  );
});

test('without presets of their own the member gets the default ones', async () => {
  await renderDialog({ 'GET /api/my/luv-preset': refuse(500, 'INTERNAL_ERROR', '') });
  const presets = await screen.findByRole('group', { name: '선물 금액' });
  await waitFor(() =>
    expect(
      within(presets)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['100 러브', '500 러브', '1,000 러브', '5,000 러브', '10,000 러브']),
  );
});

test('more than the balance: says so with a link to the shop, and sends nothing', async () => {
  const { user, api } = await renderDialog();
  await screen.findByText('3,000 러브');
  await user.type(screen.getByLabelText('선물할 러브'), '5000');
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('보유 러브 잔액이 부족합니다.');
  expect(within(alert).getByRole('link', { name: '러브 충전' })).toHaveAttribute('href', '/luv/shop');
  expect(screen.getByRole('button', { name: '5,000 러브 선물하기' })).toBeDisabled();
  expect(api.count('POST', '/api/luv/gift')).toBe(0);
});

test('bellcast sells no more bell: short of it, the dialog says why and what to do, with no shop link', async () => {
  const { user, api } = await renderDialog({}, { brand: 'bellcast' });
  await screen.findByText('3,000 벨');
  await user.type(screen.getByLabelText('선물할 벨'), '5000');
  const alert = screen.getByRole('alert');
  expect(within(alert).getByText('보유 벨 잔액이 부족합니다.')).toBeInTheDocument();
  expect(
    within(alert).getByText(
      '벨캐스트 서비스가 새로운 플랫폼으로 통합되어 더 이상 벨 충전을 제공하지 않습니다. 보유한 벨 안에서 이용해주세요.',
    ),
  ).toBeInTheDocument();
  expect(within(alert).queryByRole('link', { name: '벨 충전' })).not.toBeInTheDocument();
  expect(within(alert).getByRole('link', { name: '새로운 서비스 바로가기' })).toHaveAttribute(
    'href',
    'https://www.bell.live',
  );
  expect(screen.getByRole('button', { name: '5,000 벨 선물하기' })).toBeDisabled();
  expect(api.count('POST', '/api/luv/gift')).toBe(0);
});

test('bellcast in English: the same reason and what to do', async () => {
  const { user } = await renderDialog({}, { brand: 'bellcast', locale: 'en' });
  await screen.findByText('3,000 bell');
  await user.type(screen.getByLabelText('Amount to send (bell)'), '5000');
  expect(
    within(screen.getByRole('alert')).getByText(
      'Bellcast is moving to a new platform and no longer sells bell. You can still use the bell you hold.',
    ),
  ).toBeInTheDocument();
});

test("the API's insufficient-balance refusal shows the same message and shop link", async () => {
  const { user } = await renderDialog({ [GIFT]: refuse(409, 'INSUFFICIENT_BALANCE', { key: 'money.insufficientBalance', params: { currency: '러브' } }) });
  await user.type(await screen.findByLabelText('선물할 러브'), '2000');
  await user.click(screen.getByRole('button', { name: '2,000 러브 선물하기' }));
  expect(await screen.findByRole('link', { name: '러브 충전' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('보유 러브 잔액이 부족합니다.');
});

test('a double click sends one gift; a retry after a lost answer carries the same Idempotency-Key', async () => {
  let release: () => void = () => undefined;
  const slow = () => new Promise<{ status: number }>((resolve) => (release = () => resolve({ status: 502 })));
  const { user, api, onClose } = await renderDialog({ [GIFT]: inTurn(slow, dropConnection, sent(100, 2900)) });
  await user.click(await screen.findByRole('button', { name: '100 러브' }));
  const send = screen.getByRole('button', { name: '100 러브 선물하기' });
  await user.dblClick(send);
  await user.click(send);
  expect(api.count('POST', '/api/luv/gift')).toBe(1);
  release();
  expect(await screen.findByText('요청을 처리하지 못했습니다. 잠시 후 다시 시도해주세요.')).toBeInTheDocument();

  await afterClickGuard();
  await user.click(screen.getByRole('button', { name: '100 러브 선물하기' }));
  expect(await screen.findByText('서버에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.')).toBeInTheDocument();
  await afterClickGuard();
  await user.click(screen.getByRole('button', { name: '100 러브 선물하기' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());

  const keys = api.keysOf('POST', '/api/luv/gift');
  expect(keys).toHaveLength(3);
  expect(new Set(keys).size).toBe(1);
});

test('the next gift after a success is a new action with a new key', async () => {
  const { user, api } = await renderMoney(<GiftButton channelId={42} recipientName="노래하는곰" />, {
    routes: {
      'GET /api/luv/items-sum': reply(walletOf(3000)),
      'GET /api/my/luv-preset': reply({ amounts: [100] }),
      [GIFT]: sent(100, 2900),
    },
  });
  for (let round = 0; round < 2; round += 1) {
    await afterClickGuard();
    await user.click(screen.getByRole('button', { name: '선물하기' }));
    await user.click(await screen.findByRole('button', { name: '100 러브' }));
    await user.click(screen.getByRole('button', { name: '100 러브 선물하기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }
  const [first, second] = api.keysOf('POST', '/api/luv/gift');
  expect(first).toBeTruthy();
  expect(second).not.toBe(first);
});

test('the preset editor saves new amounts (PUT /api/my/luv-preset)', async () => {
  const { user, api } = await renderDialog({ 'PUT /api/my/luv-preset': reply({ amounts: [300, 3000] }) });
  await user.click(await screen.findByRole('button', { name: '금액 편집' }));
  const input = screen.getByLabelText('자주 보내는 러브 금액');
  expect(input).toHaveValue('100, 1000, 2000');
  await user.clear(input);
  await user.type(input, '300, 3000, 0');
  await user.click(screen.getByRole('button', { name: '저장' }));
  expect(screen.getByText('1~50,000 러브 사이의 금액을 최대 6개까지 입력해주세요.')).toBeInTheDocument();
  await user.clear(input);
  await user.type(input, '300,3000');
  await afterClickGuard();
  await user.click(screen.getByRole('button', { name: '저장' }));
  await waitFor(() => expect(api.bodiesOf('PUT', '/api/my/luv-preset')).toEqual([{ amounts: [300, 3000] }]));
});

test('a visitor gets the members-only dialog from the gift button, never the gift dialog', async () => {
  const { user, store, api } = await renderMoney(<GiftButton channelId={42} recipientName="노래하는곰" />, {
    member: null,
  });
  await user.click(screen.getByRole('button', { name: '선물하기' }));
  expect(store.getState().authDialog.membersOnly).toBe(true);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(api.count('GET', '/api/my/luv-preset')).toBe(0);
});

test('the gift button is a verb in English too: Send a gift, not the feature name', async () => {
  await renderMoney(<GiftButton channelId={42} recipientName="Singing Bear" />, { locale: 'en' });
  expect(screen.getByRole('button', { name: 'Send a gift' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Gifts' })).not.toBeInTheDocument();
});

test.each([
  ['bellcast', 'ko', '100 벨', '선물할 벨'],
  ['bellcast', 'en', '100 bell', 'Amount to send (bell)'],
  ['onair', 'en', '100 luv', 'Amount to send (luv)'],
] as const)('on %s in %s the currency is the brand’s: %s', async (brand, locale, chip, amountLabel) => {
  await renderDialog({ 'GET /api/my/luv-preset': reply({ amounts: [100] }) }, { brand, locale });
  expect(await screen.findByRole('button', { name: chip })).toBeInTheDocument();
  expect(screen.getByLabelText(amountLabel)).toBeInTheDocument();
});

test('an English reader gets the English wording of a known API refusal', async () => {
  const { user } = await renderDialog(
    { [GIFT]: refuse(403, 'FORBIDDEN', '자신의 채널에는 선물할 수 없습니다.') },
    { locale: 'en' },
  );
  await user.type(await screen.findByLabelText('Amount to send (luv)'), '100');
  await user.click(screen.getByRole('button', { name: 'Send 100 luv' }));
  expect(await screen.findByText('You cannot send a gift to your own channel.')).toBeInTheDocument();
});
