import fc from 'fast-check';
import { accountKeyOf } from './accounts-model';
import { InsufficientBalance } from './errors';
import { checkLedgerInvariants } from './invariants';
import { at, giftPosting, insertTestMembers, ledgerTestTargets, LUV, memberAccount, openLedgerFixture, systemAccount } from './testing';
import type { AccountRef, Holding, LedgerTx, Posting } from './types';

const PASS = 420;

/** One step of a run; members are indexes into the run's fresh members (the last is the streamer). */
type Step =
  | { kind: 'grant'; member: number; amount: number }
  | { kind: 'transfer'; from: number; to: number; amount: number }
  | { kind: 'gift'; sender: number; amount: number; commission: number }
  | { kind: 'hold' | 'release' | 'payout'; amount: number }
  | { kind: 'buyPass' | 'usePass'; member: number; quantity: number }
  /** The gateway refunds currency already spent (owe: debt goes below zero), or a credit pays it back (settle). */
  | { kind: 'owe' | 'settle'; member: number; amount: number }
  | { kind: 'fold' }
  /** Several steps in one transaction, each refusal caught; or steps in a transaction that then rolls back. */
  | { kind: 'batch' | 'abandoned'; steps: Step[] };

const MEMBERS = 3;
const STREAMER = MEMBERS - 1;

const amount = fc.integer({ min: 1, max: 400 });
const member = fc.integer({ min: 0, max: MEMBERS - 1 });
const simpleStep: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('grant' as const), member, amount }),
  fc.record({ kind: fc.constant('transfer' as const), from: member, to: member, amount }),
  fc
    .record({ kind: fc.constant('gift' as const), sender: fc.integer({ min: 0, max: STREAMER - 1 }), amount, percent: fc.integer({ min: 0, max: 30 }) })
    .map(({ percent, ...gift }) => ({ ...gift, commission: Math.floor((gift.amount * percent) / 100) })),
  fc.record({ kind: fc.constantFrom('hold' as const, 'release' as const, 'payout' as const), amount }),
  fc.record({ kind: fc.constantFrom('buyPass' as const, 'usePass' as const), member, quantity: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constantFrom('owe' as const, 'settle' as const), member, amount }),
  fc.constant({ kind: 'fold' as const }),
);
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 8, arbitrary: simpleStep },
  { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom('batch' as const, 'abandoned' as const), steps: fc.array(simpleStep, { minLength: 1, maxLength: 4 }) }) },
);

/** The posting a step makes for these members, or undefined for steps that post nothing. */
function postingOf(step: Step, ids: readonly number[]): Posting | undefined {
  const move = (reason: Posting['reason'], from: AccountRef, to: AccountRef, value: number): Posting => ({
    brand: 'onair',
    reason,
    reference: `model:${step.kind}`,
    entries: [
      { account: from, amount: -value },
      { account: to, amount: value },
    ],
  });
  const streamer = at(ids, STREAMER);
  switch (step.kind) {
    case 'grant':
      return move('adjustment', systemAccount('issuance'), memberAccount(at(ids, step.member)), step.amount);
    case 'transfer':
      return step.from === step.to ? undefined : move('adjustment', memberAccount(at(ids, step.from)), memberAccount(at(ids, step.to)), step.amount);
    case 'gift':
      return giftPosting(at(ids, step.sender), streamer, step.amount, step.commission, 'model:gift');
    case 'hold':
      return move('withdrawal', memberAccount(streamer, 'received'), memberAccount(streamer, 'held'), step.amount);
    case 'release':
      return move('withdrawal', memberAccount(streamer, 'held'), memberAccount(streamer, 'received'), step.amount);
    case 'payout':
      return move('withdrawal', memberAccount(streamer, 'held'), systemAccount('payout'), step.amount);
    case 'buyPass':
      return move('item_purchase', systemAccount('gateway', PASS), memberAccount(at(ids, step.member), 'wallet', PASS), step.quantity);
    case 'usePass':
      return move('item_use', memberAccount(at(ids, step.member), 'wallet', PASS), systemAccount('consumed', PASS), step.quantity);
    case 'owe':
      return move('refund', memberAccount(at(ids, step.member), 'debt'), systemAccount('gateway'), step.amount);
    case 'settle':
      return move('payment', systemAccount('gateway'), memberAccount(at(ids, step.member), 'debt'), step.amount);
    default:
      return undefined;
  }
}

/** The model: what each member account holds, and whether a posting would take any below zero (debt may go there). */
class Model {
  readonly held = new Map<string, number>();
  allows(posting: Posting) {
    return posting.entries.every(
      ({ account, amount }) => !('member' in account) || account.kind === 'debt' || (this.held.get(accountKeyOf(account)) ?? 0) + amount >= 0,
    );
  }
  apply(posting: Posting) {
    for (const { account, amount } of posting.entries) {
      if ('member' in account) this.held.set(accountKeyOf(account), (this.held.get(accountKeyOf(account)) ?? 0) + amount);
    }
  }
  holdingsOf(memberId: number): Holding[] {
    return [...this.held]
      .filter(([key, quantity]) => key.startsWith(`m:${memberId}:`) && quantity !== 0)
      .map(([key, quantity]) => {
        const [, , kind, itemCode] = key.split(':');
        return { itemCode: Number(itemCode), kind: kind as Holding['kind'], quantity };
      })
      .sort((a, b) => a.itemCode - b.itemCode || a.kind.localeCompare(b.kind));
  }
}

describe.each(ledgerTestTargets())('the ledger against a model on $name', (target) => {
  let fixture: Awaited<ReturnType<typeof openLedgerFixture>>;
  beforeAll(async () => {
    fixture = await openLedgerFixture(target);
  });
  afterAll(() => fixture.close());

  test('random sequences of postings, refusals, folds and rolled-back transactions agree with the model', async () => {
    const { ledger, db } = fixture;
    let runs = 0;
    // Every run shares the database, so once a run has failed, the ledger-wide rules may stay broken
    // for every later run (and every shrunk one): they are checked only until the first failure, so
    // the counterexample reported is the run that broke them, or one that disagrees with the model
    // (which fresh members keep independent of earlier runs).
    let failed = false;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        runs++;
        const checkRules = !failed;
        failed = true;
        // One database for every run: fresh members keep the runs apart.
        const ids = await insertTestMembers(db, MEMBERS);
        const model = new Model();

        /** Posts one step in tx; answers the posting when it went through. */
        const run = async (tx: LedgerTx, step: Step): Promise<Posting | undefined> => {
          const posting = postingOf(step, ids);
          if (!posting) return undefined;
          const allowed = model.allows(posting);
          try {
            await ledger.post(tx, posting);
          } catch (error) {
            if (!(error instanceof InsufficientBalance)) throw error;
            expect({ step, allowed }).toEqual({ step, allowed: false });
            return undefined;
          }
          expect({ step, allowed }).toEqual({ step, allowed: true });
          return posting;
        };

        for (const current of steps) {
          if (current.kind === 'fold') {
            await ledger.foldPending();
          } else if (current.kind === 'batch' || current.kind === 'abandoned') {
            // Later steps of a batch see earlier ones, so the model moves as the batch goes.
            const applied: Posting[] = [];
            const before = new Map(model.held);
            const committed = await ledger
              .transaction(async (tx) => {
                for (const inner of current.steps) {
                  const posting = await run(tx, inner);
                  if (posting) {
                    model.apply(posting);
                    applied.push(posting);
                  }
                }
                if (current.kind === 'abandoned') throw new Error('abandoned');
              })
              .then(
                () => true,
                (error: unknown) => {
                  if ((error as Error).message !== 'abandoned') throw error;
                  return false;
                },
              );
            if (!committed) {
              model.held.clear();
              for (const [key, value] of before) model.held.set(key, value);
            }
          } else {
            const posting = await ledger.transaction((tx) => run(tx, current));
            if (posting) model.apply(posting);
          }
        }

        for (const id of ids) expect(await ledger.holdings(db, id)).toEqual(model.holdingsOf(id));
        expect(await ledger.balance(db, memberAccount(at(ids, STREAMER), 'received', LUV))).toBe(model.held.get(`m:${ids[STREAMER]}:received:${LUV}`) ?? 0);
        if (checkRules) expect((await checkLedgerInvariants(db)).problems).toEqual([]);
        failed = !checkRules;
      }),
      { numRuns: 25 },
    );
    expect(runs).toBeGreaterThanOrEqual(25);
    expect(failed).toBe(false);
  });
});
