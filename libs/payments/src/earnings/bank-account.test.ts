import { checkBankAccount, isHeld, lastFourDigits, maskedAccount } from './bank-account';

describe('maskedAccount', () => {
  it('shows only the last four digits of what the API sent, masked or not', () => {
    expect(maskedAccount('********6789')).toBe('****6789');
    expect(maskedAccount('******4321')).toBe('****4321');
    expect(maskedAccount('110-123-456789')).toBe('****6789');
    expect(maskedAccount('110123456789')).toBe('****6789');
    expect(lastFourDigits('********6789')).toBe('6789');
  });
});

describe('checkBankAccount', () => {
  it('takes a bank, a number, a holder and the password, the number as digits only', () => {
    expect(checkBankAccount({ bankCode: '088', bankAccount: '110-123-456789', bankHolderName: '김방송', password: 'pw' })).toEqual({
      ok: true,
      body: { bankCode: '088', bankAccount: '110123456789', bankHolderName: '김방송', password: 'pw' },
    });
  });

  it('names the first problem of each field; the password is asked for every time', () => {
    const check = checkBankAccount({ bankCode: '', bankAccount: '', bankHolderName: '', password: '' });
    expect(check.ok).toBe(false);
    expect(Object.keys(check.ok ? {} : check.errors).sort()).toEqual(['bankAccount', 'bankCode', 'bankHolderName', 'password']);
    expect(check.ok ? null : check.errors.password).toBe('비밀번호를 입력해주세요.');
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
