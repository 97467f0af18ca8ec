import * as v from 'valibot';
import {
  BRAND_CODES,
  type BrandCode,
  ChangeStaffBody,
  DisableStaffBody,
  InviteStaffBody,
  STAFF_ROLES,
  StaffBrands,
} from '@onair/contracts';
import type { ConsoleMessageKey } from '../../i18n/use-console-t';

/**
 * A contract rule refused in the console's words: the contract's own messages are the API's (the
 * OpenAPI document's), so the form checks the value against the contract's schema and says it its way.
 */
const byContract = <Input>(schema: v.GenericSchema, message: ConsoleMessageKey) =>
  v.check<Input, ConsoleMessageKey>((value) => v.is(schema, value), message);

const required = (message: ConsoleMessageKey) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));

/** Every staff act says why: the API takes an empty reason, the console does not (the audit log keeps it). */
const Reason = v.pipe(
  required('console.validation.reason'),
  byContract<string>(InviteStaffBody.entries.reason, 'console.validation.reason'),
);

/** 전체 브랜드 or at least one brand, as the contract's StaffBrands. */
const Brands = v.pipe(
  v.union([v.literal('all'), v.array(v.picklist(BRAND_CODES))]),
  byContract<'all' | BrandCode[]>(StaffBrands, 'console.staff.form.brandsRequired'),
);

export const InviteForm = v.object({
  ...InviteStaffBody.entries,
  login: v.pipe(
    required('console.validation.required'),
    byContract<string>(InviteStaffBody.entries.login, 'console.validation.login'),
  ),
  displayName: v.pipe(
    required('console.validation.required'),
    byContract<string>(InviteStaffBody.entries.displayName, 'console.validation.required'),
  ),
  brands: Brands,
  reason: Reason,
});
export type InviteFormInput = v.InferInput<typeof InviteForm>;

/** The change form always sends the role and brands it shows. */
export const ChangeForm = v.object({
  ...ChangeStaffBody.entries,
  role: v.picklist(STAFF_ROLES),
  brands: Brands,
  reason: Reason,
});
export type ChangeFormInput = v.InferInput<typeof ChangeForm>;

export const DisableForm = v.object({ ...DisableStaffBody.entries, reason: Reason });
export type DisableFormInput = v.InferInput<typeof DisableForm>;

/** Staff forms tell their messages at submit and keep them until the next. */
export const STAFF_FORM_OPTIONS = { mode: 'onSubmit', reValidateMode: 'onSubmit' } as const;
