/**
 * A chatter's nickname colour: their member id picks one of the theme's eight nickname tokens
 * (theme.css --onair-nick-0..7, each 4.5:1 on both themes' surfaces, contrast.test.ts), so a member
 * keeps one colour in every room, on every visit and through a nickname change.
 * The class names are written out whole so Tailwind finds them.
 */
export const NICKNAME_COLOURS = [
  'text-nick-0',
  'text-nick-1',
  'text-nick-2',
  'text-nick-3',
  'text-nick-4',
  'text-nick-5',
  'text-nick-6',
  'text-nick-7',
] as const;

/** A small integer hash (Knuth's multiplicative), so consecutive member ids land on different colours. */
export function nicknameColourIndex(memberId: number): number {
  const mixed = Math.imul(Math.trunc(memberId) | 0, 0x9e3779b1) >>> 0;
  return (mixed >>> 29) % NICKNAME_COLOURS.length;
}

export function nicknameColour(memberId: number): (typeof NICKNAME_COLOURS)[number] {
  return NICKNAME_COLOURS[nicknameColourIndex(memberId)] as (typeof NICKNAME_COLOURS)[number];
}
