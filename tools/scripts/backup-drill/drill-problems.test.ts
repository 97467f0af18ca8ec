import type { MoneyFigures } from './money-activity';
import { drillProblems } from './restore-drill';

const books = (over: Partial<MoneyFigures['invariants']> = {}, rest: Partial<MoneyFigures> = {}): MoneyFigures => ({
  invariants: {
    ok: true,
    problems: [],
    totals: [{ itemCode: 100, wallet: 900, received: 90, held: 0, debt: 0, gateway: 0, issuance: -1000, commission: 10, payout: 0, consumed: 0 } as MoneyFigures['invariants']['totals'][number]],
    counts: { accounts: 12, transactions: 30, entries: 80, pending: 50 },
    ...over,
  },
  gifts: 20,
  afterTarget: 0,
  ...rest,
});

describe('what fails the backup drill', () => {
  test('a restore with the primary’s books at the target and every migration passes', () => {
    expect(drillProblems(books(), books(), 0)).toEqual([]);
  });

  test('broken invariants, lost or extra rows, and a replay past the target each fail it, saying which', () => {
    expect(drillProblems(books(), books({ ok: false, problems: ['transaction 7: item 100 entries sum to 5'] }), 0)).toEqual([
      'restored ledger: transaction 7: item 100 entries sum to 5',
    ]);
    expect(drillProblems(books(), books({ counts: { accounts: 12, transactions: 29, entries: 78, pending: 50 } }), 0)).toEqual([
      'restored transactions: 29, the primary had 30 at the target',
      'restored entries: 78, the primary had 80 at the target',
    ]);
    expect(drillProblems(books(), books({}, { gifts: 19 }), 0)).toEqual(['restored gifts: 19, the primary had 20 at the target']);
    expect(drillProblems(books(), books({}, { afterTarget: 1 }), 0)).toEqual(['the posting made after the recovery target was restored too']);
    const shifted = books();
    shifted.invariants.totals = shifted.invariants.totals.map((item) => ({ ...item, wallet: 899, received: 91 }));
    expect(drillProblems(books(), shifted, 0)).toEqual(['restored item totals differ from the primary at the target']);
    expect(drillProblems(books(), books(), 2)).toEqual(['the restored schema lacks 2 migrations']);
  });
});
