/** Adult content is for 19 and older (청소년 보호법). */
export const ADULT_AGE = 19;

/** Today's date in Korea, YYYY-MM-DD: ages turn over at midnight KST whatever the server's zone. */
export function todayInKorea(at: Date = new Date()): string {
  return new Date(at.getTime() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Full years between a YYYY-MM-DD birthday and a YYYY-MM-DD day (만 나이). */
export function ageOn(birthday: string, day: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export const isAdult = (birthday: string | null | undefined, at: Date = new Date()) => !!birthday && ageOn(birthday, todayInKorea(at)) >= ADULT_AGE;

/**
 * Under 19 by the member's identity check (a verified birthday): the purchase limits for minors
 * and the guardian's consent apply (docs/money.md, "Purchase limits"). An unverified birthday proves nothing.
 */
export const isVerifiedMinor = (member: { identityStatus: number; birthday: string | null }, at: Date = new Date()) =>
  member.identityStatus === 2 && !!member.birthday && !isAdult(member.birthday, at);
