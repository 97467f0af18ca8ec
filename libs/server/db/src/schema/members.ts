import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';

export const members = pgTable(
  'members',
  {
    memberId: serial('member_id').primaryKey(),
    loginId: varchar('login_id', { length: 40 }).notNull(),
    nickname: varchar('nickname', { length: 20 }).notNull(),
    passwordHash: text('password_hash'),
    /** P police, O operator, V member, J genie. */
    userType: char('user_type', { length: 1 }).notNull().default('V'),
    name: varchar('name', { length: 60 }),
    phone: varchar('phone', { length: 20 }),
    countryCode: varchar('country_code', { length: 6 }),
    foreigner: boolean('foreigner').notNull().default(false),
    recommendId: varchar('recommend_id', { length: 40 }),
    partnerCode: varchar('partner_code', { length: 40 }),
    /** 0 unapplied, 1 requested, 2 approved, 3 rejected. */
    identityStatus: smallint('identity_status').notNull().default(0),
    /** The name identity verification approved; a payout account's holder must match it (docs/money.md). */
    verifiedName: varchar('verified_name', { length: 60 }),
    blocked: boolean('blocked').notNull().default(false),
    /**
     * When a block ends (null: permanent). Checked where blocked is read, so a block lapses on its
     * own at the end date without a job (platform/sessions/member-restrictions.ts).
     */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    /** A brand-wide chat ban from the operator console, ending at chatBannedUntil (null: permanent). */
    chatBanned: boolean('chat_banned').notNull().default(false),
    chatBannedUntil: timestamp('chat_banned_until', { withTimezone: true }),
    /**
     * Carried in every access token (claim sv). A block, a password change or a withdrawal bumps it,
     * so tokens handed out before stop moving money and sending messages at once (docs/auth.md).
     */
    sessionVersion: integer('session_version').notNull().default(0),
    /** M or F (foreign signup). */
    gender: char('gender', { length: 1 }),
    birthday: date('birthday', { mode: 'string' }),
    /** Set once identity verification (or, for foreign members, phone verification) shows 19 or older. */
    adult: boolean('adult').notNull().default(false),
    marketingAgreed: boolean('marketing_agreed').notNull().default(false),
    termsAgreedAt: timestamp('terms_agreed_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Membership withdrawn (POST /api/auth/expire): the member can no longer sign in. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** The brand signed up on: each brand is its own service, so IDs, nicknames and wallets are per brand. */
    brand: varchar('brand', { length: 16 }).notNull().default('onair'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('members_brand_login_id_unique').on(table.brand, table.loginId),
    unique('members_brand_nickname_unique').on(table.brand, table.nickname),
    // The late-forfeit sweep looks up the few recent withdrawals (auth/late-forfeits.ts).
    // Signups per day for the dashboard's rollup job; members arrive in created_at order.
    index('members_created_brin').using('brin', table.createdAt).with({ autosummarize: true }),
    index('members_withdrawn_at_idx')
      .on(table.withdrawnAt)
      .where(sql`${table.withdrawnAt} is not null`),
  ],
);
