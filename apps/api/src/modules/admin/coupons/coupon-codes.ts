import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a code read aloud or typed from a printout is not mistaken. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const LENGTH = 12;

/** A random coupon code: 12 of 31 characters, about 59 bits, so guessing one is hopeless. */
export function drawCouponCode(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
