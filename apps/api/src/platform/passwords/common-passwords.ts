import { COMMON_PASSWORDS } from './common-password-list';

const common = new Set(COMMON_PASSWORDS);

/** True for a password on the common list, whatever its case ('P@ssw0rd' is as weak as 'p@ssw0rd'). */
export function isCommonPassword(plain: string): boolean {
  return common.has(plain.toLowerCase());
}
