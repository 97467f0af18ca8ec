// The earnings page's fake API, shared by its test files: a streamer with 30,000 available and a
// registered account unless a test says otherwise.
import { pageOf, reply, type FakeRoute } from '@onair/store/testing';
import { renderMoney, STREAMER, type RenderMoneyOptions } from '../testing/render-money';
import { EarningsPage } from './EarningsPage';

export const BANKS = [
  { code: '004', name: 'KB국민은행' },
  { code: '088', name: '신한은행' },
];
export const USABLE = '2025-08-01T00:00:00.000Z';
export const ACCOUNT = { bankCode: '088', bankAccount: '****5678', bankHolderName: '김방송', usableFrom: USABLE };
/** GET /api/my/banks as the API answers it: a verified member, with the account given. */
export const bankInfo = (account: object | null, identityVerified = true) => ({
  account,
  banks: BANKS,
  identityVerified,
});
export const withdrawal = (overrides = {}) => ({
  withdrawId: 5,
  amount: 20000,
  payout: 19340,
  state: 'requested',
  bankCode: '088',
  bankAccount: '****5678',
  bankHolderName: '김방송',
  requestedAt: '2025-08-13T06:00:00.000Z',
  decidedAt: null,
  decisionNote: null,
  ...overrides,
});

export function renderEarnings(
  routes: Record<string, FakeRoute> = {},
  options: Omit<RenderMoneyOptions, 'routes'> = {},
) {
  return renderMoney(<EarningsPage openChannelPath="/my/channel" />, {
    member: STREAMER,
    ...options,
    routes: {
      'GET /api/luv/received': reply({ total: 80000, available: 30000, held: 20000, withdrawn: 30000 }),
      'GET /api/my/banks': reply(bankInfo(ACCOUNT)),
      'GET /api/luv/withdraw-list': reply(pageOf([withdrawal(), withdrawal({ withdrawId: 4, state: 'completed' })])),
      'GET /api/luv/received-list': reply(pageOf([])),
      ...routes,
    },
  });
}
