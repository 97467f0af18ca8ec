import { Password } from '@onair/contracts';
import * as v from 'valibot';
import { COMMON_PASSWORDS } from './common-password-list';
import { isCommonPassword } from './common-passwords';

test('the list holds a few hundred lower-case passwords that each pass the composition rule', () => {
  expect(COMMON_PASSWORDS.length).toBeGreaterThan(300);
  for (const password of COMMON_PASSWORDS) {
    expect(password).toBe(password.toLowerCase());
    expect(v.is(Password, password)).toBe(true);
  }
});

test('common passwords are found whatever their case; an unusual one is not', () => {
  for (const password of ['password1!', 'qwer1234!', 'P@ssw0rd', '1Q2W3E4R!', 'asdf1234!', 'Admin123!']) expect(isCommonPassword(password)).toBe(true);
  expect(isCommonPassword('mint7788!')).toBe(false);
});
