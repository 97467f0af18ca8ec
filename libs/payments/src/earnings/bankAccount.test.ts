import { checkBankAccount, lastFourDigits, maskedAccount } from './bankAccount';

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
  it('takes a bank, a number and a holder, the number as digits only', () => {
    expect(checkBankAccount({ bankCode: '088', bankAccount: '110-123-456789', bankHolderName: '김방송' })).toEqual({
      ok: true,
      body: { bankCode: '088', bankAccount: '110123456789', bankHolderName: '김방송' },
    });
  });

  it('names the first problem of each field', () => {
    const check = checkBankAccount({ bankCode: '', bankAccount: '', bankHolderName: '' });
    expect(check.ok).toBe(false);
    expect(Object.keys(check.ok ? {} : check.errors).sort()).toEqual(['bankAccount', 'bankCode', 'bankHolderName']);
  });
});
