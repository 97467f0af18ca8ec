import { verifiedTokenMemo } from './verified-token-memo';

describe('verifiedTokenMemo', () => {
  it('answers a remembered token until its expiry and forgets it from then on', () => {
    const memo = verifiedTokenMemo<{ memberId: number }>();
    memo.remember('token-a', { memberId: 7 }, 10_000);
    expect(memo.get('token-a', 9_999)).toEqual({ memberId: 7 });
    expect(memo.get('token-a', 10_000)).toBeUndefined();
    // Forgotten, not only hidden: a later clock going back would not bring it back.
    expect(memo.get('token-a', 5_000)).toBeUndefined();
    expect(memo.get('token-b', 0)).toBeUndefined();
  });

  it('stays within its capacity by dropping the oldest half', () => {
    const memo = verifiedTokenMemo<number>(4);
    for (let i = 0; i < 4; i++) memo.remember(`t${i}`, i, 1_000);
    memo.remember('t4', 4, 1_000);
    expect(memo.size).toBe(3);
    expect(memo.get('t0', 0)).toBeUndefined();
    expect(memo.get('t1', 0)).toBeUndefined();
    expect([memo.get('t2', 0), memo.get('t3', 0), memo.get('t4', 0)]).toEqual([2, 3, 4]);
  });
});
