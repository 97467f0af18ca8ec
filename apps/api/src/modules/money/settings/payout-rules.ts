/** A changed payout account takes no withdrawal for this long (docs/money.md, "Payout account"). */
export const PAYOUT_HOLD_MS = 72 * 60 * 60 * 1000;

/** Holder and verified names compare without spaces and case: "홍 길동" is 홍길동, "Kim Minji" is "KIM MINJI". */
export const sameName = (a: string, b: string) => a.replace(/\s+/g, '').toLowerCase() === b.replace(/\s+/g, '').toLowerCase();

/** A moment as members read it, in Korea's time whatever the server's zone: "2026-12-09 17:30". */
export function koreanMinute(at: Date): string {
  return new Date(at.getTime() + 9 * 60 * 60 * 1000).toISOString().slice(0, 16).replace('T', ' ');
}
