import { bigserial, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Operator console accounts. Staff are not members: their own logins, sessions and cookie, so a
 * member's session never opens the console and a staff session never acts as a member.
 */
export const staffAccounts = pgTable('staff_accounts', {
  id: serial('id').primaryKey(),
  login: varchar('login', { length: 40 }).notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  displayName: varchar('display_name', { length: 60 }).notNull(),
  /** STAFF_ROLES of @onair/contracts. */
  role: varchar('role', { length: 20 }).notNull(),
  /** Brand codes this account may act on; null means every brand. */
  brands: text('brands').array(),
  /** The RFC 6238 secret, sealed with the API's token secret; never answered. */
  totpSecret: text('totp_secret').notNull(),
  /** The time step of the last code accepted, so one code signs in once. */
  lastTotpStep: integer('last_totp_step'),
  /** enrolling (invited, first code not yet confirmed), active or disabled. */
  status: varchar('status', { length: 12 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Console sessions, stored as SHA-256 hashes of the cookie; each ends after 30 idle minutes. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [index('staff_sessions_staff_idx').on(table.staffId)],
);

/** What staff did, written in the transaction of the act itself; a trigger refuses UPDATE and DELETE. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: integer('staff_id').references(() => staffAccounts.id),
    /** The caller's address as the API saw it (TRUST_PROXY decides whose X-Forwarded-For counts). */
    staffAddress: varchar('staff_address', { length: 64 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: varchar('action', { length: 60 }).notNull(),
    targetKind: varchar('target_kind', { length: 30 }).notNull(),
    targetId: varchar('target_id', { length: 64 }).notNull(),
    brand: varchar('brand', { length: 16 }),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason').notNull().default(''),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_staff_idx').on(table.staffId, table.at),
    index('audit_log_target_idx').on(table.targetKind, table.targetId),
  ],
);
