import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { members } from './members';

const attachmentIds = () => jsonb('attachment_ids').$type<string[]>().notNull().default([]);

/**
 * A member's question to customer service. status: 'waiting' until an operator answers, then
 * 'answered'. The member may delete it while it waits.
 */
export const inquiries = pgTable(
  'inquiries',
  {
    inquiryId: serial('inquiry_id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.memberId),
    brand: varchar('brand', { length: 16 }).notNull(),
    /** 1 account, 2 payment, 3 broadcast, 4 bug, 5 other (the UI names them). */
    category: smallint('category').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    content: text('content').notNull(),
    attachmentIds: attachmentIds(),
    status: varchar('status', { length: 10 }).notNull().default('waiting'),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('inquiries_member_idx').on(table.memberId, table.inquiryId),
    check('inquiries_status', sql`${table.status} in ('waiting', 'answered')`),
  ],
);

/**
 * A report (declaration) of a channel, member, board post, comment or chat message.
 * status: 'received', 'reviewing', 'done'. The reporter may withdraw it while it is received.
 */
export const declarations = pgTable(
  'declarations',
  {
    declarationId: serial('declaration_id').primaryKey(),
    reporterMemberId: integer('reporter_member_id')
      .notNull()
      .references(() => members.memberId),
    brand: varchar('brand', { length: 16 }).notNull(),
    targetType: varchar('target_type', { length: 10 }).notNull(),
    targetId: integer('target_id').notNull(),
    /** 1 abuse, 2 obscene, 3 spam or ads, 4 fraud, 5 copyright, 6 other (the UI names them). */
    reason: smallint('reason').notNull(),
    content: text('content').notNull(),
    attachmentIds: attachmentIds(),
    status: varchar('status', { length: 10 }).notNull().default('received'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('declarations_reporter_idx').on(table.reporterMemberId, table.declarationId),
    check('declarations_target', sql`${table.targetType} in ('channel', 'member', 'board', 'comment', 'chat')`),
    check('declarations_status', sql`${table.status} in ('received', 'reviewing', 'done')`),
  ],
);

/**
 * A streamer's request to change the settlement bank account (accountChange). Changing where
 * earnings go is checked by an operator against the bankbook copy before it applies.
 */
export const accountChangeRequests = pgTable(
  'account_change_requests',
  {
    requestId: serial('request_id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.memberId),
    bankCode: varchar('bank_code', { length: 8 }).notNull(),
    bankAccount: varchar('bank_account', { length: 32 }).notNull(),
    bankHolderName: varchar('bank_holder_name', { length: 40 }).notNull(),
    bankbookUploadId: varchar('bankbook_upload_id', { length: 36 }),
    status: varchar('status', { length: 10 }).notNull().default('requested'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('account_change_member_idx').on(table.memberId),
    check('account_change_status', sql`${table.status} in ('requested', 'approved', 'rejected')`),
  ],
);
