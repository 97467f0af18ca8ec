import * as v from 'valibot';
import { DB_INTEGER_MAX } from '../limits';

/** A positive whole number of units (currency or items). */
export const Quantity = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000_000));
export const ItemCode = v.pipe(v.number(), v.integer(), v.minValue(1));
export const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
/** An id in a path: /api/shoppings/payments/{orderId} carries text; numeric ids come in as text too. */
export const IdParam = v.pipe(v.string(), v.regex(/^\d{1,15}$/, 'must be a number'), v.transform(Number));
/**
 * The id of a bigserial table (withdrawals, subscriptions, exchange events): its declared maxValue
 * lets it past an int column's range, which every other number keeps (input-rules.ts).
 */
export const BigId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(DB_INTEGER_MAX.bigint));
export const BigIdParam = v.pipe(IdParam, v.maxValue(DB_INTEGER_MAX.bigint));

export const PageOf = <T extends v.GenericSchema>(item: T) =>
  v.object({ items: v.array(item), page: v.number(), size: v.number(), total: v.number() });

/** An ISO 8601 timestamp, or null when it has not happened. */
export const At = v.string();
export const MaybeAt = v.nullable(v.string());
