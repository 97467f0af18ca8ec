import { WITHDRAWAL_RULES } from '@onair/contracts';
import { checkWithdrawalAmount } from './withdrawal-amount';
import { withdrawalQuote } from './withdrawal-quote';

test.each([
  [10000, 330, 9670],
  [12345, 407, 11938],
  [10016, 331, 9685],
  [50000, 1650, 48350],
])('withdrawing %d costs %d and pays %d', (amount, fee, payout) => {
  expect(withdrawalQuote(amount)).toEqual({ fee, payout });
});

test('fee and payout always add up to the amount, in whole won', () => {
  for (let amount = WITHDRAWAL_RULES.minimum; amount < WITHDRAWAL_RULES.minimum + 500; amount += 7) {
    const { fee, payout } = withdrawalQuote(amount);
    expect(Number.isInteger(fee) && fee + payout === amount).toBe(true);
  }
});

test.each([
  ['', 'invalid'],
  ['abc', 'invalid'],
  ['0', 'invalid'],
  ['9999', 'belowMinimum'],
  ['30001', 'overAvailable'],
] as const)('%j is refused as %s', (input, reason) => {
  expect(checkWithdrawalAmount(input, 30000)).toEqual({ ok: false, reason });
});

test('the minimum and the whole available amount pass, with digit grouping typed in', () => {
  expect(checkWithdrawalAmount('10,000', 30000)).toEqual({ ok: true, amount: 10000 });
  expect(checkWithdrawalAmount('30000', 30000)).toEqual({ ok: true, amount: 30000 });
});
