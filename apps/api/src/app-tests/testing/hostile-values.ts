import fc from 'fast-check';

/**
 * The values a hostile or broken client sends in place of a field's, by the classes that once made
 * the API answer 5xx (issue 24) and their neighbours.
 */

const INT_MAX = 2 ** 31 - 1;

/** Text that PostgreSQL or a header cannot take, or that trips naive code. */
export const hostileText = (near: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.oneof(
    near.map((text) => `${text}\u0000`),
    near.map((text) => `\u0000${text}`),
    near.map((text) => `${text}\uD800`),
    near.map((text) => `\uDFFF${text}`),
    near.map((text) => `${text.slice(0, 1)}\uDBFF${text.slice(1)}`),
    // Not Latin-1: cannot go into a header as is.
    near.map((text) => `${text}토큰\u2028`),
    fc.constantFrom('', ' ', '\t', '%00', '%', '..', '../../etc/passwd', "'; drop table members; --", '\\', '{{x}}', '${x}', '\uFEFF', '😀'),
    fc.constant('x'.repeat(70_000)),
  );

/** Numbers past an int column, past JavaScript's safe integers, fractional, or odd. */
export const hostileNumber: fc.Arbitrary<number> = fc.constantFrom(
  INT_MAX,
  INT_MAX + 1,
  -INT_MAX - 2,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53,
  2 ** 53 + 2,
  2 ** 63,
  1e21,
  1e308,
  Number.MAX_VALUE,
  0.5,
  1.5,
  -1.5,
  1e-7,
  0,
  -0,
  -1,
);

/** The same as a path or query string carries them, plus text a number parser might half-read. */
export const hostileNumberText: fc.Arbitrary<string> = fc.oneof(
  hostileNumber.map(String),
  fc.constantFrom('2147483648', '9007199254740993', '99999999999999999999', '1.5', '1.0', '-0', '0x10', '1e3', ' 1', '1 ', 'NaN', 'Infinity', '1%00', '١٢'),
);

/** A value of another JSON type than the field's. */
export const wrongType: fc.Arbitrary<unknown> = fc.constantFrom(null, true, false, [], {}, [1], { a: 1 }, 'null', '[object Object]', 1, -1, '');
