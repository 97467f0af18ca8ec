import * as v from 'valibot';
import { BankAccountBody } from '@onair/contracts';

export type BankAccountInput = { bankCode: string; bankAccount: string; bankHolderName: string };

/** The account as the API takes it, or the first problem per field (the contract's Korean messages). */
export function checkBankAccount(
  input: BankAccountInput,
): { ok: true; body: BankAccountInput } | { ok: false; errors: Partial<Record<keyof BankAccountInput, string>> } {
  const result = v.safeParse(BankAccountBody, input);
  if (result.success) return { ok: true, body: result.output };
  const errors: Partial<Record<keyof BankAccountInput, string>> = {};
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key as keyof BankAccountInput | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
