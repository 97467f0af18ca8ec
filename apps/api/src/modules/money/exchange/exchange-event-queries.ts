import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { BrandCode } from '@onair/contracts';
import { exchangeApplications, exchangeEvents } from '@onair/db';
import type { LedgerReader } from '@onair/ledger';

export type ExchangeEventRow = typeof exchangeEvents.$inferSelect;

/** An event runs from startsAt (inclusive) to endsAt (exclusive). */
export const isRunning = (event: ExchangeEventRow, now: Date) => event.startsAt <= now && now < event.endsAt;

/** The brand's event running now (the latest started, should two overlap), or null. */
export async function runningEvent(db: LedgerReader, brand: BrandCode, now: Date): Promise<ExchangeEventRow | null> {
  const [event] = await db
    .select()
    .from(exchangeEvents)
    .where(and(eq(exchangeEvents.brand, brand), lte(exchangeEvents.startsAt, now), gt(exchangeEvents.endsAt, now)))
    .orderBy(desc(exchangeEvents.startsAt))
    .limit(1);
  return event ?? null;
}

/** The brand's event by id (running or not), or by default the running one. */
export async function eventOf(db: LedgerReader, brand: BrandCode, eventId: number | undefined): Promise<ExchangeEventRow | null> {
  if (eventId === undefined) return runningEvent(db, brand, new Date());
  const [event] = await db
    .select()
    .from(exchangeEvents)
    .where(and(eq(exchangeEvents.eventId, eventId), eq(exchangeEvents.brand, brand)));
  return event ?? null;
}

export function eventView(event: ExchangeEventRow) {
  return {
    eventId: Number(event.eventId),
    title: event.title,
    fromItemCode: event.fromItemCode,
    toItemCode: event.toItemCode,
    rateFrom: event.rateFrom,
    rateTo: event.rateTo,
    perMemberLimit: event.perMemberLimit,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
  };
}

/** What was exchanged in an event: by one member, or by everyone. */
export async function exchangedIn(db: LedgerReader, eventId: number, memberId?: number) {
  const [row] = await db
    .select({
      from: sql<string | number>`coalesce(sum(${exchangeApplications.amountFrom}), 0)`,
      to: sql<string | number>`coalesce(sum(${exchangeApplications.amountTo}), 0)`,
      applications: sql<string | number>`count(*)`,
    })
    .from(exchangeApplications)
    .where(and(eq(exchangeApplications.eventId, eventId), memberId === undefined ? undefined : eq(exchangeApplications.memberId, memberId)));
  return { from: Number(row?.from ?? 0), to: Number(row?.to ?? 0), applications: Number(row?.applications ?? 0) };
}

export async function applicationsOf(db: LedgerReader, eventId: number, memberId: number) {
  const rows = await db
    .select()
    .from(exchangeApplications)
    .where(and(eq(exchangeApplications.eventId, eventId), eq(exchangeApplications.memberId, memberId)))
    .orderBy(asc(exchangeApplications.applicationId));
  return rows.map(applicationView);
}

export function applicationView(row: typeof exchangeApplications.$inferSelect) {
  return {
    applicationId: Number(row.applicationId),
    eventId: Number(row.eventId),
    amountFrom: row.amountFrom,
    amountTo: row.amountTo,
    createdAt: row.createdAt.toISOString(),
  };
}
