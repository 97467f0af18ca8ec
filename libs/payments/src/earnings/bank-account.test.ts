import { isHeld, lastFourDigits, maskedAccount } from './bank-account';

describe('maskedAccount', () => {
  it('shows only the last four digits of what the API sent, masked or not', () => {
    expect(maskedAccount('********6789')).toBe('****6789');
    expect(maskedAccount('******4321')).toBe('****4321');
    expect(maskedAccount('110-123-456789')).toBe('****6789');
    expect(maskedAccount('110123456789')).toBe('****6789');
    expect(lastFourDigits('********6789')).toBe('6789');
  });
});

describe('isHeld', () => {
  it('is true only until the account becomes usable', () => {
    const now = Date.parse('2026-12-06T08:00:00Z');
    expect(isHeld({ bankCode: '088', bankAccount: '****6789', bankHolderName: '김방송', usableFrom: '2026-12-09T08:00:00Z' }, now)).toBe(true);
    expect(isHeld({ bankCode: '088', bankAccount: '****6789', bankHolderName: '김방송', usableFrom: '2026-12-06T07:59:00Z' }, now)).toBe(false);
    expect(isHeld({ bankCode: '088', bankAccount: '****6789', bankHolderName: '김방송' }, now)).toBe(false);
  });
});
