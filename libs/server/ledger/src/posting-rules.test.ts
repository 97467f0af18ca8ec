import { UnbalancedPosting } from './errors';
import { checkPosting } from './posting-rules';
import { canonicalJson, hashRequestBody } from './request-hash';
import type { AccountRef, Posting } from './types';

const wallet = (member: number, itemCode = 100): AccountRef => ({ member, brand: 'onair', kind: 'wallet', itemCode });
const issuance = (itemCode = 100): AccountRef => ({ system: 'onair', kind: 'issuance', itemCode });
const posting = (entries: Posting['entries'], reference = 'test:1'): Posting => ({ brand: 'onair', reason: 'adjustment', reference, entries });

describe('posting rules', () => {
  test('a balanced posting passes, with exact sums near the safe-integer limit', () => {
    const big = Number.MAX_SAFE_INTEGER;
    expect(
      checkPosting(
        posting([
          { account: wallet(1), amount: big },
          { account: wallet(2), amount: big },
          { account: issuance(), amount: -big },
          { account: wallet(3), amount: -big },
        ]),
      ),
    ).toHaveLength(4);
  });

  test.each([
    ['entries that do not sum to zero', [{ account: wallet(1), amount: 5 }, { account: issuance(), amount: -4 }]],
    ['a zero amount', [{ account: wallet(1), amount: 0 }, { account: issuance(), amount: 0 }]],
    ['a fractional amount', [{ account: wallet(1), amount: 0.5 }, { account: issuance(), amount: -0.5 }]],
    ['an amount beyond the safe integers', [{ account: wallet(1), amount: 2 ** 53 }, { account: issuance(), amount: -(2 ** 53) }]],
    ['NaN', [{ account: wallet(1), amount: Number.NaN }, { account: issuance(), amount: 1 }]],
    ['a single entry', [{ account: wallet(1), amount: 1 }]],
    ['no entries', []],
    ['item codes that balance only together', [{ account: wallet(1, 100), amount: 5 }, { account: issuance(420), amount: -5 }]],
    ['one account twice', [{ account: wallet(1), amount: 5 }, { account: wallet(1), amount: -5 }]],
    ['an unknown account kind', [{ account: { member: 1, brand: 'onair', kind: 'savings', itemCode: 100 } as unknown as AccountRef, amount: 5 }, { account: issuance(), amount: -5 }]],
    ['an unknown brand', [{ account: { system: 'nowhere', kind: 'issuance', itemCode: 100 } as unknown as AccountRef, amount: -5 }, { account: wallet(1), amount: 5 }]],
    ['a member id that is not a positive integer', [{ account: wallet(0), amount: 5 }, { account: issuance(), amount: -5 }]],
  ] as const)('refuses %s', (_name, entries) => {
    expect(() => checkPosting(posting(entries))).toThrow(UnbalancedPosting);
  });

  test('the reference is 1 to 80 characters', () => {
    const entries = [
      { account: wallet(1), amount: 5 },
      { account: issuance(), amount: -5 },
    ];
    expect(() => checkPosting(posting(entries, 'x'.repeat(80)))).not.toThrow();
    expect(() => checkPosting(posting(entries, 'x'.repeat(81)))).toThrow(UnbalancedPosting);
    expect(() => checkPosting(posting(entries, ''))).toThrow(UnbalancedPosting);
  });

  test('UnbalancedPosting carries its code', () => {
    try {
      checkPosting(posting([{ account: wallet(1), amount: 1 }]));
      throw new Error('not refused');
    } catch (error) {
      expect(error).toBeInstanceOf(UnbalancedPosting);
      expect((error as UnbalancedPosting).code).toBe('UNBALANCED_POSTING');
    }
  });
});

describe('request hash', () => {
  test('does not depend on key order, at any depth', () => {
    expect(hashRequestBody({ a: 1, b: { c: [1, { d: 2, e: 3 }], f: 'x' } })).toBe(hashRequestBody({ b: { f: 'x', c: [1, { e: 3, d: 2 }] }, a: 1 }));
    expect(canonicalJson({ b: 1, a: [true, null, 'x'] })).toBe('{"a":[true,null,"x"],"b":1}');
  });

  test('differs when any value differs', () => {
    const base = hashRequestBody({ amount: 100, channelId: 7 });
    expect(hashRequestBody({ amount: 101, channelId: 7 })).not.toBe(base);
    expect(hashRequestBody({ amount: '100', channelId: 7 })).not.toBe(base);
    expect(hashRequestBody({ amount: 100, channelId: 7, message: 'hi' })).not.toBe(base);
    expect(hashRequestBody([1, 2])).not.toBe(hashRequestBody([2, 1]));
  });

  test('follows JSON: undefined members are left out, dates are their ISO text', () => {
    expect(hashRequestBody({ a: 1, b: undefined })).toBe(hashRequestBody({ a: 1 }));
    expect(canonicalJson([undefined, new Date(0)])).toBe('[null,"1970-01-01T00:00:00.000Z"]');
    expect(canonicalJson(undefined)).toBe('null');
    expect(hashRequestBody({ a: 1 })).toMatch(/^[0-9a-f]{64}$/);
  });
});
