import {
  boolean,
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
import { members } from './members';

/**
 * Refresh tokens, stored as SHA-256 hashes. Each sign-in starts a family; every refresh marks the
 * presented token used and adds its successor to the family. A used token presented again after the
 * grace window means it was stolen: the whole family is revoked.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    familyId: varchar('family_id', { length: 36 }).notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.memberId),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    /** Keep-login: the family slides up to familyExpiresAt instead of ending with the browser session. */
    keep: boolean('keep').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The absolute end of the family, whatever refreshes happen. */
    familyExpiresAt: timestamp('family_expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('refresh_tokens_family_idx').on(table.familyId),
    index('refresh_tokens_member_idx').on(table.memberId),
    // Daily active members for the dashboard's rollup job (every session refreshes within 15 minutes).
    index('refresh_tokens_created_brin').using('brin', table.createdAt).with({ autosummarize: true }),
  ],
);

/** Failed sign-ins per key (account:{loginId} or ip:{address}), for throttling. */
export const authThrottle = pgTable('auth_throttle', {
  key: varchar('key', { length: 120 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** SMS codes (hashed) for signup, find-id, password reset and foreign personal auth. */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: serial('id').primaryKey(),
    countryCode: varchar('country_code', { length: 6 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    /** signup, find-id, personal-auth or password-reset. */
    purpose: varchar('purpose', { length: 20 }).notNull(),
    /** The member the code was sent for (password reset), when there is one. */
    memberId: integer('member_id').references(() => members.memberId),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Proof of the verified phone handed to the client; single use. */
    tokenHash: varchar('token_hash', { length: 64 }).unique(),
    tokenUsedAt: timestamp('token_used_at', { withTimezone: true }),
  },
  (table) => [index('phone_verifications_phone_idx').on(table.countryCode, table.phone, table.purpose)],
);

/** ALTCHA solutions already accepted, so one solved challenge cannot be replayed. */
export const spentCaptchas = pgTable('spent_captchas', {
  signature: varchar('signature', { length: 128 }).primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Social login in progress: state is single use, short-lived and bound to the browser that began it. */
export const oauthStates = pgTable('oauth_states', {
  stateHash: varchar('state_hash', { length: 64 }).primaryKey(),
  provider: varchar('provider', { length: 16 }).notNull(),
  browserBindingHash: varchar('browser_binding_hash', { length: 64 }).notNull(),
  codeVerifier: varchar('code_verifier', { length: 128 }),
  callbackUrl: text('callback_url').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** A member's link to a social provider account; one provider account may sign up once per brand. */
export const memberSnsAccounts = pgTable(
  'member_sns_accounts',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.memberId),
    brand: varchar('brand', { length: 16 }).notNull(),
    provider: varchar('provider', { length: 16 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('member_sns_brand_provider_subject').on(table.brand, table.provider, table.subject)],
);

/** Identity verification requests at the provider. status: 0 unapplied, 1 requested, 2 approved, 3 rejected. */
export const identityVerifications = pgTable('identity_verifications', {
  requestId: varchar('request_id', { length: 64 }).primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.memberId),
  status: smallint('status').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
});

/** Partners (ASP): a visitor's partner code is credited at signup; app keys get partner tokens. */
export const partners = pgTable('partners', {
  code: varchar('code', { length: 40 }).primaryKey(),
  name: varchar('name', { length: 80 }).notNull(),
  appKey: varchar('app_key', { length: 128 }).notNull().unique(),
  pinKeyHash: varchar('pin_key_hash', { length: 64 }).notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
