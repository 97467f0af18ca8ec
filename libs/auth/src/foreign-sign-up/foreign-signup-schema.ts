import * as v from 'valibot';
import { Gender, PersonName, VALIDATION_MESSAGES as M } from '@onair/contracts';
import type { PhoneProof } from '../phone/use-phone-verification';
import type { CredentialFormValues } from '../sign-up/signup-schema';
import { EMPTY_SIGNUP } from '../sign-up/fields';
import { EMPTY_BIRTHDAY, toIsoBirthday, type BirthdayParts } from './birthday';
import type { GenderValue } from './GenderField';

export type ForeignFormValues = CredentialFormValues & {
  name: string;
  birthday: BirthdayParts;
  gender: GenderValue;
  phone: PhoneProof | null;
};

export const EMPTY_FOREIGN_SIGNUP: ForeignFormValues = { ...EMPTY_SIGNUP, name: '', birthday: EMPTY_BIRTHDAY, gender: '', phone: null };

/** SPEC section 5: foreign signup also needs a name, a birthday that exists, a gender and a verified phone. */
export const foreignEntries = {
  name: PersonName,
  birthday: v.pipe(
    v.object({ year: v.string(), month: v.string(), day: v.string() }),
    // The contract's Birthday (YYYY-MM-DD) over the three dropdowns, and the date must exist.
    v.check((parts) => toIsoBirthday(parts) !== null, M.birthday),
  ),
  gender: Gender,
  phone: v.object({ countryCode: v.string(), phone: v.string(), token: v.string() }, M.phoneNotVerified),
};
