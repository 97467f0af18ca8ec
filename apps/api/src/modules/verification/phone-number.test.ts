import { maskLoginId, maskPhone, normalizePhone, smsRecipient } from './phone-number';

test.each([
  ['82', '01012345678', '01012345678', '01012345678'],
  ['82', '1012345678', '01012345678', '01012345678'],
  ['1', '2025550101', '2025550101', '+12025550101'],
  ['81', '09012345678', '9012345678', '+819012345678'],
])('+%s %s is stored as %s and texted to %s', (countryCode, phone, stored, to) => {
  expect(normalizePhone(countryCode, phone)).toBe(stored);
  expect(smsRecipient(countryCode, phone)).toBe(to);
});

test.each([
  ['82', '01012345678', '010-****-5678'],
  [null, '1012345678', '010-****-5678'],
  ['82', '0111234567', '011-***-4567'],
  ['1', '2025550101', '+1 ******0101'],
])('the phone +%s %s shows as %s', (countryCode, phone, masked) => {
  expect(maskPhone(countryCode, phone)).toBe(masked);
});

test.each([
  ['developer', 'de****er'],
  ['demoviewer', 'de****er'],
  ['abcdef', 'ab****ef'],
  ['abc', 'a****'],
])('the ID %s shows as %s', (loginId, masked) => {
  expect(maskLoginId(loginId)).toBe(masked);
});
