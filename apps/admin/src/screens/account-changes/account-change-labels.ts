import { ACCOUNT_CHANGE_STATUSES, type StaffAccountChange } from '@onair/contracts';
import type * as v from 'valibot';

export type AccountChange = v.InferOutput<typeof StaffAccountChange>;
export type AccountChangeStatus = (typeof ACCOUNT_CHANGE_STATUSES)[number];
export type BankAccount = AccountChange['requested'];
export { ACCOUNT_CHANGE_STATUSES };

export const accountChangeStatusKey = (status: AccountChangeStatus) => `console.accountChanges.status.${status}` as const;
