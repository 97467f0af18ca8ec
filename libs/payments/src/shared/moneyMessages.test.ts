import { getBrand } from '@onair/brand';
import { moneyMessageKey } from './moneyMessages';

const onair = getBrand('onair');
const bellcast = getBrand('bellcast');

test('a message naming the brand currency is found with its values', () => {
  expect(moneyMessageKey('보유 러브 잔액이 부족합니다.', 'INSUFFICIENT_BALANCE', onair)).toEqual({
    key: 'payments.error.insufficientBalance',
    values: {},
  });
  expect(moneyMessageKey('최소 10000 벨부터 출금할 수 있습니다.', 'INVALID_REQUEST', bellcast)).toEqual({
    key: 'payments.error.withdrawBelowMinimum',
    values: { minimum: 10000 },
  });
});

test('an unknown message falls back to its code, else nothing', () => {
  expect(moneyMessageKey('잔액 없음', 'INSUFFICIENT_BALANCE', onair)?.key).toBe('payments.error.insufficientBalance');
  expect(moneyMessageKey('무언가 잘못되었습니다.', 'CONFLICT', onair)).toBeUndefined();
});

test('the hold of a changed payout account keeps its time as text', () => {
  expect(moneyMessageKey('변경한 출금 계좌는 2026-12-09 17:30 이후 출금할 수 있습니다.', 'CONFLICT', onair)).toEqual({
    key: 'payments.error.withdrawAccountOnHold',
    values: { usableFrom: '2026-12-09 17:30' },
  });
  expect(moneyMessageKey('로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.', 'TOO_MANY_ATTEMPTS', onair)?.key).toBe('payments.error.tooManyAttempts');
});
