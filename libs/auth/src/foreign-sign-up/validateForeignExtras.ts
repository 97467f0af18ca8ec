import { Gender, PersonName } from '@onair/contracts';
import type { Translate } from '@onair/i18n';
import { firstIssue } from '../shared/firstIssue';
import type { PhoneProof } from '../phone/usePhoneVerification';
import { toIsoBirthday, type BirthdayParts } from './birthday';

export type ForeignExtras = { name: string; birthday: BirthdayParts; gender: string; phone: PhoneProof | null };
export type ForeignExtraErrors = Partial<Record<'name' | 'birthday' | 'gender' | 'phone', string | null>>;

/** SPEC section 5: foreign signup also needs a name, a birthday, a gender and a verified phone. */
export function validateForeignExtras(t: Translate, extras: ForeignExtras): ForeignExtraErrors {
  return {
    name: firstIssue(PersonName, extras.name) ? t('auth.validation.checkName') : null,
    birthday: toIsoBirthday(extras.birthday) ? null : t('auth.validation.checkBirthday'),
    gender: firstIssue(Gender, extras.gender) ? t('auth.validation.checkGender') : null,
    phone: extras.phone ? null : t('auth.phone.completeVerification'),
  };
}
