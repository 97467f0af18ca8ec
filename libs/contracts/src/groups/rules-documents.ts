import * as v from 'valibot';
import { RULES_DOCUMENTS } from '../enums';
import { defineRoute } from '../route';
import { At } from './money-fields';

/**
 * The rules documents a member agrees to, and when: service and privacy at signup, broadcast when
 * opening a channel. A new version of one asks for agreement again at the next visit signed in.
 * The viewer rules are read, never agreed to (docs/rules-documents.md).
 */
export const AGREED_RULES_DOCUMENTS = ['service-rules', 'privacy-rules', 'broadcast-rules'] as const;

/** Version 1 of every document is the one built into the web app; the console publishes 2 and on. */
export const BUILT_IN_RULES_VERSION = 1;

const DocumentName = v.picklist(RULES_DOCUMENTS);
const Body = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100_000));

/** One version of a brand's document as the console lists it. */
export const RulesDocumentVersion = v.object({
  versionId: v.number(),
  document: DocumentName,
  version: v.number(),
  bodyKo: v.string(),
  bodyEn: v.nullable(v.string()),
  effectiveAt: At,
  /** scheduled: ahead; current: the one in force; superseded: an earlier one. */
  state: v.picklist(['scheduled', 'current', 'superseded']),
  createdByStaffId: v.number(),
  createdAt: At,
});
export type RulesDocumentVersion = v.InferOutput<typeof RulesDocumentVersion>;

export const RulesDocumentVersionList = v.object({ versions: v.array(RulesDocumentVersion) });

/** A new version: its Korean text (English optional, falling back to Korean), from when it is in force, and why. */
export const PublishRulesDocumentBody = v.object({
  document: DocumentName,
  bodyKo: Body,
  bodyEn: v.optional(v.nullable(Body), null),
  effectiveAt: v.pipe(v.string(), v.isoTimestamp('must be an ISO 8601 date and time with an offset')),
  reason: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(500)),
});

/** The version of a document in force for the brand; bodies null for the built-in version 1. */
export const RulesDocumentInForce = v.object({
  document: DocumentName,
  version: v.number(),
  effectiveAt: v.nullable(At),
  bodyKo: v.nullable(v.string()),
  bodyEn: v.nullable(v.string()),
});

const AgreedDocumentName = v.picklist(AGREED_RULES_DOCUMENTS);

/** What the member agreed to, and the newer versions in force they have not. */
export const MyRulesAgreements = v.object({
  agreed: v.array(v.object({ document: AgreedDocumentName, version: v.number(), agreedAt: v.nullable(At) })),
  pending: v.array(v.object({ document: AgreedDocumentName, version: v.number(), effectiveAt: At })),
});
export type MyRulesAgreements = v.InferOutput<typeof MyRulesAgreements>;

export const AgreeRulesDocumentBody = v.object({ document: AgreedDocumentName, version: v.pipe(v.number(), v.integer(), v.minValue(1)) });

export const rulesDocumentRoutes = {
  rulesDocumentInForce: defineRoute({
    method: 'GET',
    path: '/api/guest/rules-documents/{document}',
    group: 'guest',
    operationId: 'guestRulesDocumentInForce',
    summary: "The brand's version of a rules document in force now (version 1, without bodies, is the one built into the web app).",
    access: 'public',
    params: v.object({ document: DocumentName }),
    response: RulesDocumentInForce,
  }),
  myRulesAgreements: defineRoute({
    method: 'GET',
    path: '/api/my/rules-agreements',
    group: 'my',
    operationId: 'myRulesAgreements',
    summary: 'The versions of the rules documents the member agreed to, and the newer ones in force awaiting agreement.',
    access: 'member',
    response: MyRulesAgreements,
  }),
  agreeRulesDocument: defineRoute({
    method: 'POST',
    path: '/api/my/rules-agreements',
    group: 'my',
    operationId: 'myAgreeRulesDocument',
    summary: 'Agrees to the version in force of a rules document (409 when another version is in force now).',
    access: 'member',
    body: AgreeRulesDocumentBody,
    response: MyRulesAgreements,
  }),
};

export const adminRulesDocumentRoutes = {
  rulesDocumentVersions: defineRoute({
    method: 'GET',
    path: '/api/admin/rules-documents',
    group: 'admin',
    operationId: 'adminRulesDocumentVersions',
    summary: "Every version of the brand's rules documents, newest first, each marked scheduled, current or superseded.",
    access: 'staff',
    response: RulesDocumentVersionList,
  }),
  publishRulesDocument: defineRoute({
    method: 'POST',
    path: '/api/admin/rules-documents',
    group: 'admin',
    operationId: 'adminPublishRulesDocument',
    summary: 'Publishes the next version of a rules document, in force from a time not in the past; audited.',
    access: 'staff',
    body: PublishRulesDocumentBody,
    response: RulesDocumentVersion,
  }),
};
