import * as v from 'valibot';
import { Birthday, DialCode, ForeignPassword, Gender, LoginId, Nickname, PersonName, PhoneNumber } from '../fields';
import { LOGIN_DEVICES } from '../enums';
import { LIMITS } from '../limits';
import { VALIDATION_MESSAGES as M } from '../messages';

/** Terms (required), privacy (required) and marketing (optional) consent. */
export const Agreements = v.object({
  terms: v.literal(true, M.termsRequired),
  privacy: v.literal(true, M.termsRequired),
  marketing: v.boolean(),
});

export const OptionalCode = v.optional(v.pipe(v.string(), v.maxLength(40)));

/** Korea's dial code. A domestic form may send it as its default, so alone it does not make a signup foreign. */
export const KOREA_DIAL_CODE = '82';

/**
 * A field only foreign signup fills. Any text in shape: its rule applies once the signup is known to
 * be foreign, so a domestic payload may send it empty, as a sister product does.
 */
const foreignText = (message: string) => v.optional(v.pipe(v.string(message), v.maxLength(8192)), '');

/**
 * A solved ALTCHA challenge (GET /api/auth/captcha), good once. Optional in shape so a missing token
 * gets the same message as an empty one (valibot's default runs the pipe).
 */
export const CaptchaToken = v.optional(
  v.pipe(v.string(M.captchaIncomplete), v.minLength(1, M.captchaIncomplete), v.maxLength(8192)),
  '',
);

/** Signup's captcha: only domestic signup needs one (foreign signup proved a person at its phone code). */
const SignupCaptchaToken = v.optional(v.pipe(v.string(M.captchaIncomplete), v.maxLength(8192)), '');

const SignupFields = v.object({
  loginId: LoginId,
  name: foreignText(M.name),
  nickname: Nickname,
  /** Foreign input allows 40 characters; a domestic password is held to 15 (kindRules). */
  password: ForeignPassword,
  pcode: OptionalCode,
  recommendId: OptionalCode,
  device: v.optional(v.picklist(LOGIN_DEVICES)),
  phone: foreignText(M.phoneRequired),
  countryCode: foreignText(M.phoneRequired),
  adultValue: v.optional(v.boolean()),
  phoneVerificationToken: foreignText(M.phoneNotVerified),
  gender: foreignText(M.gender),
  birthday: foreignText(M.birthday),
  aspCode: OptionalCode,
  userkey: OptionalCode,
  agreements: Agreements,
  captchaToken: SignupCaptchaToken,
});
type SignupFields = v.InferOutput<typeof SignupFields>;

const FOREIGN_FIELDS = ['name', 'birthday', 'gender', 'countryCode', 'phone', 'phoneVerificationToken'] as const;
type ForeignFields = Pick<SignupFields, (typeof FOREIGN_FIELDS)[number]>;

/** A signup is foreign when it fills a field only foreign signup has (Korea's dial code aside). */
export function isForeignSignup(fields: ForeignFields): boolean {
  return FOREIGN_FIELDS.some(
    (key) => fields[key] !== '' && !(key === 'countryCode' && fields[key] === KOREA_DIAL_CODE),
  );
}

/** What a foreign signup's fields must pass, with the message that names each. */
const FOREIGN_RULES: [keyof ForeignFields, v.GenericSchema<string>, string][] = [
  ['name', PersonName, M.name],
  ['birthday', Birthday, M.birthday],
  ['gender', Gender, M.gender],
  ['countryCode', DialCode, M.phoneRequired],
  ['phone', PhoneNumber, M.phoneRequired],
  ['phoneVerificationToken', v.pipe(v.string(), v.minLength(1)), M.phoneNotVerified],
];

/**
 * The rules of the kind the fields tell, each refusal on its field. A raw check, so it also runs
 * when another field (the ID, say) failed its own rule, and the answer lists everything at once.
 */
const kindRules = v.rawCheck<SignupFields>(({ dataset, addIssue }) => {
  if (!dataset.typed) return;
  const fields = dataset.value;
  const refuse = (key: keyof SignupFields, message: string) =>
    addIssue({ message, path: [{ type: 'object', origin: 'value', input: fields, key, value: fields[key] }] });
  if (isForeignSignup(fields)) {
    for (const [key, rule, message] of FOREIGN_RULES) if (!v.is(rule, fields[key])) refuse(key, message);
    return;
  }
  // Only the length is left to judge: a password ForeignPassword refused has its message already.
  if (fields.password.length > LIMITS.password.max && v.is(ForeignPassword, fields.password)) {
    refuse('password', M.password);
  }
  if (fields.captchaToken === '') refuse('captchaToken', M.captchaIncomplete);
});

/** What the API works with: the kind the fields tell, and only the fields of that kind. */
function bySignupKind(fields: SignupFields) {
  const { name, birthday, gender, countryCode, phone, phoneVerificationToken, adultValue, captchaToken, ...common } =
    fields;
  if (!isForeignSignup(fields)) return { ...common, foreigner: false as const, captchaToken };
  return {
    ...common,
    foreigner: true as const,
    name,
    birthday,
    gender: v.parse(Gender, gender),
    countryCode,
    phone,
    phoneVerificationToken,
    adultValue,
  };
}

/**
 * SPEC section 3's signup payload, as a sister product sends it for either kind of member, plus the
 * terms consent and (domestic) the captcha. No flag says which kind: the fields do (isForeignSignup),
 * and a refusal names every field the kind still lacks, with its SPEC message.
 */
export const SignupBody = v.pipe(SignupFields, kindRules, v.transform(bySignupKind));
export type SignupBody = v.InferOutput<typeof SignupBody>;
