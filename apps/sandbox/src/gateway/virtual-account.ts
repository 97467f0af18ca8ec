import { randomInt } from 'node:crypto';
import type { VirtualAccount } from './payment';

const BANKS = ['국민은행', '신한은행', '우리은행', '하나은행', 'NH농협은행', 'IBK기업은행'];
const DAYS_TO_DEPOSIT = 3;

/** A made-up account at a real bank name, open for deposits for three days. */
export function issueVirtualAccount(customerName: string | null, now = new Date()): VirtualAccount {
  const digits = Array.from({ length: 14 }, () => randomInt(10)).join('');
  return {
    bank: BANKS[randomInt(BANKS.length)] as string,
    accountNumber: `${digits.slice(0, 3)}-${digits.slice(3, 9)}-${digits.slice(9)}`,
    dueDate: new Date(now.getTime() + DAYS_TO_DEPOSIT * 86_400_000).toISOString(),
    customerName,
  };
}
