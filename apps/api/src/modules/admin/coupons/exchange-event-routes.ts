import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { adminRoutes, catalogItem } from '@onair/contracts';
import { exchangeApplications, exchangeEvents, members, type Database } from '@onair/db';
import { registerRoute } from '../../../platform/http/register-route';
import { ApiError } from '../../../platform/http/errors';
import { writeAudit, type Tx } from '../audit-writer';
import { theRow } from '../the-row';
import type { Clock } from '../clock';
import { staffOf } from '../staff-guard';

const eventNotFound = () => new ApiError(404, 'NOT_FOUND', 'admin.exchangeEventNotFound');

// Written out in full: an interpolated outer column renders unqualified, which inside a subquery
// would name the applications' own event_id and sum every event's applications.
const ofEvent = 'from exchange_applications a where a.event_id = "exchange_events"."event_id"';
const totals = {
  applications: sql<number>`(select count(*)::int ${sql.raw(ofEvent)})`,
  members: sql<number>`(select count(distinct a.member_id)::int ${sql.raw(ofEvent)})`,
  amountFrom: sql<number>`(select coalesce(sum(a.amount_from), 0)::bigint ${sql.raw(ofEvent)})`,
  amountTo: sql<number>`(select coalesce(sum(a.amount_to), 0)::bigint ${sql.raw(ofEvent)})`,
};

type EventWithTotals = { event: typeof exchangeEvents.$inferSelect } & { [K in keyof typeof totals]: number };

const stateAt = (event: typeof exchangeEvents.$inferSelect, now: Date) =>
  event.startsAt > now ? ('scheduled' as const) : event.endsAt <= now ? ('ended' as const) : ('running' as const);

const toRow = ({ event, ...sums }: EventWithTotals, now: Date) => ({
  eventId: Number(event.eventId),
  title: event.title,
  fromItemCode: event.fromItemCode,
  toItemCode: event.toItemCode,
  rateFrom: event.rateFrom,
  rateTo: event.rateTo,
  perMemberLimit: event.perMemberLimit,
  startsAt: event.startsAt.toISOString(),
  endsAt: event.endsAt.toISOString(),
  state: stateAt(event, now),
  applications: Number(sums.applications),
  members: Number(sums.members),
  amountFrom: Number(sums.amountFrom),
  amountTo: Number(sums.amountTo),
});

/**
 * Exchange events in the console (docs/content.md, "Exchange events"): create, list with the
 * applications' totals, see the applications, end early. The exchange itself is the members'
 * route (docs/money.md); ending early moves ends_at to now, so applies from then on are refused.
 */
export function exchangeEventRoutes(app: FastifyInstance, { db, now }: { db: Database; now: Clock }) {
  const one = async (tx: Tx | Database, brand: string, eventId: number, lock = false) => {
    const query = tx
      .select({ event: exchangeEvents, ...totals })
      .from(exchangeEvents)
      .where(and(eq(exchangeEvents.brand, brand), eq(exchangeEvents.eventId, eventId)));
    const [row] = lock ? await query.for('update', { of: exchangeEvents }) : await query;
    return row ?? null;
  };

  registerRoute(app, adminRoutes.listExchangeEvents, async ({ query, request }) => {
    const where = eq(exchangeEvents.brand, request.brand.code);
    const rows = await db
      .select({ event: exchangeEvents, ...totals })
      .from(exchangeEvents)
      .where(where)
      .orderBy(desc(exchangeEvents.eventId))
      .limit(query.size)
      .offset((query.page - 1) * query.size);
    const [total] = await db.select({ value: count() }).from(exchangeEvents).where(where);
    const at = new Date(now());
    return { items: rows.map((row) => toRow(row, at)), page: query.page, size: query.size, total: total?.value ?? 0 };
  });

  registerRoute(app, adminRoutes.createExchangeEvent, async ({ body, request }) => {
    if (!catalogItem(body.fromItemCode) || !catalogItem(body.toItemCode))
      throw new ApiError(422, 'INVALID_REQUEST', 'admin.couponItemUnknown');
    const at = new Date(now());
    const brand = request.brand.code;
    return db.transaction(async (tx) => {
      const event = theRow(
        await tx
          .insert(exchangeEvents)
          .values({ ...body, brand, startsAt: new Date(body.startsAt), endsAt: new Date(body.endsAt) })
          .returning(),
      );
      const made = toRow({ event, applications: 0, members: 0, amountFrom: 0, amountTo: 0 }, at);
      await writeAudit(tx, {
        staffId: staffOf(request).id,
        staffAddress: request.ip,
        action: 'exchange.create',
        targetKind: 'exchange-event',
        targetId: made.eventId,
        brand,
        after: made,
        at,
      });
      return made;
    });
  });

  registerRoute(app, adminRoutes.exchangeApplications, async ({ params, query, request }) => {
    if (!(await one(db, request.brand.code, params.eventId))) throw eventNotFound();
    const where = eq(exchangeApplications.eventId, params.eventId);
    const rows = await db
      .select({
        applicationId: exchangeApplications.applicationId,
        memberId: exchangeApplications.memberId,
        loginId: members.loginId,
        amountFrom: exchangeApplications.amountFrom,
        amountTo: exchangeApplications.amountTo,
        createdAt: exchangeApplications.createdAt,
      })
      .from(exchangeApplications)
      .innerJoin(members, eq(members.memberId, exchangeApplications.memberId))
      .where(where)
      .orderBy(desc(exchangeApplications.applicationId))
      .limit(query.size)
      .offset((query.page - 1) * query.size);
    const [total] = await db.select({ value: count() }).from(exchangeApplications).where(where);
    return {
      items: rows.map((row) => ({
        ...row,
        applicationId: Number(row.applicationId),
        createdAt: row.createdAt.toISOString(),
      })),
      page: query.page,
      size: query.size,
      total: total?.value ?? 0,
    };
  });

  registerRoute(app, adminRoutes.endExchangeEvent, async ({ params, body, request }) => {
    const at = new Date(now());
    const brand = request.brand.code;
    return db.transaction(async (tx) => {
      const before = await one(tx, brand, params.eventId, true);
      if (!before) throw eventNotFound();
      // An event already over keeps its end and records nothing.
      if (before.event.endsAt <= at) return toRow(before, at);
      // A scheduled event ended before it starts never runs: its window closes at its start.
      const endsAt = before.event.startsAt > at ? before.event.startsAt : at;
      await tx.update(exchangeEvents).set({ endsAt }).where(eq(exchangeEvents.eventId, params.eventId));
      const after = await one(tx, brand, params.eventId);
      if (!after) throw eventNotFound();
      await writeAudit(tx, {
        staffId: staffOf(request).id,
        staffAddress: request.ip,
        action: 'exchange.end',
        targetKind: 'exchange-event',
        targetId: params.eventId,
        brand,
        before: { endsAt: before.event.endsAt.toISOString() },
        after: { endsAt: endsAt.toISOString() },
        reason: body.reason,
        at,
      });
      return toRow(after, at);
    });
  });
}
