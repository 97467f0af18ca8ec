import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { members } from './members';
import { staffAccounts } from './staff';

/**
 * The versions of each brand's rules documents published in the console (version 1, the one built
 * into the web app, has no row). A version is never changed once published: the next one replaces
 * it from its effective time (docs/rules-documents.md).
 */
export const rulesDocumentVersions = pgTable(
  'rules_document_versions',
  {
    versionId: serial('version_id').primaryKey(),
    brand: varchar('brand', { length: 16 }).notNull(),
    /** service-rules, privacy-rules, broadcast-rules or viewer-rules. */
    document: varchar('document', { length: 24 }).notNull(),
    version: integer('version').notNull(),
    bodyKo: text('body_ko').notNull(),
    /** Null: English readers get the Korean text. */
    bodyEn: text('body_en'),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    createdByStaffId: integer('created_by_staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('rules_document_versions_brand_document_version_idx').on(table.brand, table.document, table.version),
    check('rules_document_versions_from_two', sql`${table.version} >= 2`),
  ],
);

/**
 * Each version a member agreed to after their signup (or their channel's opening), when a newer
 * one asked them. What they agreed to at signup is the version in force then, so it needs no row.
 */
export const memberRulesAgreements = pgTable(
  'member_rules_agreements',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.memberId),
    document: varchar('document', { length: 24 }).notNull(),
    version: integer('version').notNull(),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.document, table.version] })],
);
