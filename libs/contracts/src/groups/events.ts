import * as v from 'valibot';
import { defineRoute } from '../route';
import { At, BigId, Quantity } from './money-fields';

export const ExchangeEvent = v.object({
  eventId: v.number(),
  title: v.string(),
  fromItemCode: v.number(),
  toItemCode: v.number(),
  /** rateFrom of fromItemCode become rateTo of toItemCode. */
  rateFrom: v.number(),
  rateTo: v.number(),
  perMemberLimit: v.number(),
  startsAt: At,
  endsAt: At,
});
export const ExchangeRate = v.object({ event: v.nullable(ExchangeEvent) });
export const ExchangeAmounts = v.object({
  eventId: v.number(),
  /** What the member exchanged in this event, and may still. */
  mine: v.object({ from: v.number(), to: v.number(), remaining: v.number() }),
  /** Everyone's exchanges in this event. */
  totals: v.object({ from: v.number(), to: v.number(), applications: v.number() }),
  /** How many fromItemCode the member holds now. */
  holding: v.number(),
});
export const ExchangeApplyBody = v.object({ eventId: BigId, amountFrom: Quantity });
export const ExchangeApplication = v.object({
  applicationId: v.number(),
  eventId: v.number(),
  amountFrom: v.number(),
  amountTo: v.number(),
  createdAt: At,
});
export const ExchangeStatus = v.object({ event: v.nullable(ExchangeEvent), applications: v.array(ExchangeApplication) });
const eventQuery = v.object({ eventId: v.optional(BigId) });

export const eventRoutes = {
  exchangeRate: defineRoute({
    method: 'GET',
    path: '/api/events/exchange/rate',
    group: 'events',
    operationId: 'exchangeRate',
    summary: "The brand's running exchange event and its rate, or null.",
    access: 'public',
    response: ExchangeRate,
  }),
  exchangeAmount: defineRoute({
    method: 'GET',
    path: '/api/events/exchange/amount',
    group: 'events',
    operationId: 'exchangeAmount',
    summary: "Amount totals of an exchange event (the running one by default): the member's, everyone's, and what the member holds.",
    access: 'member',
    query: eventQuery,
    response: ExchangeAmounts,
  }),
  exchangeApply: defineRoute({
    method: 'POST',
    path: '/api/events/exchange/apply',
    group: 'events',
    operationId: 'exchangeApply',
    summary: 'Exchanges items at the event rate, within the per-member limit; amountFrom must be a multiple of rateFrom.',
    access: 'member',
    idempotent: true,
    body: ExchangeApplyBody,
    response: ExchangeApplication,
    status: 201,
  }),
  exchangeStatus: defineRoute({
    method: 'GET',
    path: '/api/events/exchange/status',
    group: 'events',
    operationId: 'exchangeStatus',
    summary: "The member's exchanges in an event (the running one by default).",
    access: 'member',
    query: eventQuery,
    response: ExchangeStatus,
  }),
};
