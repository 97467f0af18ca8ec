import { sql } from 'drizzle-orm';
import {
  bigint,
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
    /** The staff account that answered in the operator console (null: answered before it, or by an O member). */
    answeredByStaffId: integer('answered_by_staff_id'),
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
 * A report (declaration) of a channel, member, board post, comment, chat message or direct message.
 * status: 'received', 'reviewing' (a moderator took it), then 'actioned' with an outcome or
 * 'dismissed'. The reporter may withdraw it while it is received, and sees the decision.
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
    /** A chat line's sequence number in the room target_id names (chat reports only; null: the room). */
    targetSeq: bigint('target_seq', { mode: 'number' }),
    /** 1 abuse, 2 obscene, 3 spam or ads, 4 fraud, 5 copyright, 6 other (the UI names them). */
    reason: smallint('reason').notNull(),
    content: text('content').notNull(),
    attachmentIds: attachmentIds(),
    status: varchar('status', { length: 10 }).notNull().default('received'),
    /** What was done when actioned: sanctioned (a member), taken-down (a live), content-hidden. */
    outcome: varchar('outcome', { length: 16 }),
    /** The moderator's reason for the decision, shown to the reporter. */
    decisionReason: text('decision_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The staff account that took it into review or decided it. */
    handledByStaffId: integer('handled_by_staff_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('declarations_reporter_idx').on(table.reporterMemberId, table.declarationId),
    index('declarations_queue_idx').on(table.brand, table.status, table.declarationId),
    check('declarations_target', sql`${table.targetType} in ('channel', 'member', 'board', 'comment', 'chat', 'message')`),
    check('declarations_status', sql`${table.status} in ('received', 'reviewing', 'actioned', 'dismissed')`),
    check('declarations_outcome', sql`${table.outcome} is null or ${table.outcome} in ('sanctioned', 'taken-down', 'content-hidden')`),
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
    /** Why it was refused (or a note on approval), shown to the member. */
    decisionReason: text('decision_reason'),
    decidedByStaffId: integer('decided_by_staff_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('account_change_member_idx').on(table.memberId),
    check('account_change_status', sql`${table.status} in ('requested', 'approved', 'rejected')`),
  ],
);
