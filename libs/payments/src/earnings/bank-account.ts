/** What the form sends: the account, and the member's password, asked again for every registration or change. */
export type BankAccountInput = { bankCode: string; bankAccount: string; bankHolderName: string; password: string };

/** The account as the API shows it: the number masked, and from when withdrawals go to it (a change is held 72 hours). */
export type RegisteredBankAccount = Omit<BankAccountInput, 'password'> & { usableFrom?: string };

/** Whether a registered account is still in its hold, at the moment given. */
export const isHeld = (account: RegisteredBankAccount, now = Date.now()) =>
  account.usableFrom !== undefined && Date.parse(account.usableFrom) > now;

/**
 * An account number as the page shows it: only its last four digits, whatever the API sent (its
 * masked "********6789" or, from an older server, the whole number): "****6789".
 */
export function maskedAccount(account: string): string {
  return `****${account.replace(/\D/g, '').slice(-4)}`;
}

/** The last four digits, for readers that would otherwise hear "star star star star". */
export function lastFourDigits(account: string): string {
  return account.replace(/\D/g, '').slice(-4);
}
