import * as v from 'valibot';
import { DB_INTEGER_MAX } from '../limits';

/**
 * A room: a channel id, as a string (a number is accepted too); the output is the string. Leading
 * zeros are refused so one room has one name.
 */
export const ChatRoomId = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.integer())]),
  v.transform((room) => String(room)),
  v.regex(/^[1-9]\d{0,9}$/),
  v.check((room) => Number(room) <= DB_INTEGER_MAX.int),
);

/** A row id the client names (a member, a vote, a match, a channel). */
export const ChatRowId = v.pipe(v.number(), v.safeInteger(), v.minValue(1));

/** An ISO 8601 timestamp. */
export const ChatTimestamp = v.string();

/** A speaker's standing in a room when the line was sent. Visitors never speak. */
export const CHAT_ROLES = ['owner', 'manager', 'operator', 'member'] as const;
export const ChatRole = v.picklist(CHAT_ROLES);
export type ChatRole = v.InferOutput<typeof ChatRole>;
