import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { paymentEvents, payments, type Database, type PaymentRow } from '@onair/db';
import type { PaymentState } from '@onair/contracts';
import type { LedgerTx } from '@onair/ledger';
import { statesBefore } from './payment-states';
import { present } from '../../platform/present';

type Writer = Database | LedgerTx;

export type PaymentChange = Partial<
  Pick<
    PaymentRow,
    | 'paymentKey'
    | 'virtualAccount'
    | 'depositedAmount'
    | 'failureCode'
    | 'failureMessage'
    | 'creditTxId'
    | 'refundTxId'
    | 'approvedAt'
    | 'cancelledAt'
  >
>;

export function paymentStore(db: Database) {
  return {
    async insert(tx: Writer, row: typeof payments.$inferInsert): Promise<PaymentRow> {
      const [created] = await tx.insert(payments).values(row).returning();
      return present(created, 'the new payment');
    },

    async byOrderId(reader: Writer, orderId: string): Promise<PaymentRow | undefined> {
      const [row] = await reader.select().from(payments).where(eq(payments.orderId, orderId));
      return row;
    },

    /** Locks the row for the rest of the transaction, so two deciders of one payment take turns. */
    async lockByOrderId(tx: LedgerTx, orderId: string): Promise<PaymentRow | undefined> {
      const [row] = await tx.select().from(payments).where(eq(payments.orderId, orderId)).for('update');
      return row;
    },

    /**
     * Moves the payment to `to` only from a state that may precede it, and records why. Answers the
     * updated row, or undefined when the payment was not in such a state (someone else moved it first).
     */
    async move(
      tx: LedgerTx,
      paymentId: number,
      to: PaymentState,
      source: string,
      change: PaymentChange = {},
      detail?: string,
    ) {
      const [before] = await tx
        .select({ state: payments.state })
        .from(payments)
        .where(eq(payments.paymentId, paymentId))
        .for('update');
      if (!before || !statesBefore(to).includes(before.state as PaymentState)) return undefined;
      const [row] = await tx
        .update(payments)
        .set({ ...change, state: to, updatedAt: sql`now()` })
        .where(and(eq(payments.paymentId, paymentId), inArray(payments.state, statesBefore(to))))
        .returning();
      if (!row) return undefined;
      await tx
        .insert(paymentEvents)
        .values({ paymentId, fromState: before.state, toState: to, source, detail: detail ?? null });
      return row;
    },

    /** Changes details without a state move (a virtual account issued, a deposit amount). */
    async update(tx: Writer, paymentId: number, change: PaymentChange) {
      const [row] = await tx
        .update(payments)
        .set({ ...change, updatedAt: sql`now()` })
        .where(eq(payments.paymentId, paymentId))
        .returning();
      return present(row, 'the updated payment');
    },

    async page(memberId: number, page: number, size: number) {
      const where = eq(payments.memberId, memberId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(payments)
          .where(where)
          .orderBy(desc(payments.paymentId))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ value: count() }).from(payments).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
  };
}

export type PaymentStore = ReturnType<typeof paymentStore>;
