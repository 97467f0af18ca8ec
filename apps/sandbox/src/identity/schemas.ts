import * as v from 'valibot';

const HttpUrl = v.pipe(
  v.string('must be a string'),
  v.check((text) => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol), 'must be an http(s) URL'),
);

export const IdentityRequestBody = v.object({
  requestId: v.pipe(v.string('must be a string'), v.regex(/^[\w-]{1,100}$/, 'must be 1 to 100 letters, digits, _ or -')),
  callbackUrl: HttpUrl,
  returnUrl: HttpUrl,
});

/** YYYY-MM-DD of a real day. */
export function isBirthday(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
}

/** The verified name as entered, trimmed; null when blank or longer than the API takes (40). */
export function verifiedName(text: string | undefined): string | null {
  const name = (text ?? '').trim();
  return name.length >= 1 && name.length <= 40 ? name : null;
}
