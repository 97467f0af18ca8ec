import * as v from 'valibot';

// Digits only (SPEC.md section 5), as a provider receives them: 01012345678 or +821012345678.
const PhoneNumber = v.pipe(
  v.string('must be a string'),
  v.regex(/^\+?\d{7,15}$/, 'must be 7 to 15 digits, optionally after a +'),
);

export const SmsSendBody = v.object({
  to: PhoneNumber,
  text: v.pipe(
    v.string('must be a string'),
    v.minLength(1, 'must not be empty'),
    // An LMS (long SMS) holds 2,000 bytes; characters are a close enough bound for a stand-in.
    v.maxLength(2000, 'must be at most 2000 characters'),
  ),
});

export const SmsOutboxQuery = v.object({ to: v.optional(PhoneNumber) });
