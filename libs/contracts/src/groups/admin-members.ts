import * as v from 'valibot';
import { USER_TYPES } from '../enums';
import { Page, PageSize } from '../fields';
import { defineRoute } from '../route';
import { IdParam, PageOf } from './money-fields';

/** What the console may impose on a member (docs/permissions.md, "Operator console"). */
export const ADMIN_SANCTION_KINDS = ['chat-ban', 'block'] as const;
export type AdminSanctionKind = (typeof ADMIN_SANCTION_KINDS)[number];

/** The longest timed sanction; beyond it an operator chooses permanent. */
export const SANCTION_MAX_DAYS = 3650;

export const MEMBER_SORTS = ['memberId', 'loginId', 'nickname', 'createdAt', 'lastLoginAt'] as const;

/** A staff decision's reason: required, so the audit log and the member page always say why. */
const RequiredReason = v.pipe(v.string(), v.trim(), v.minLength(1, 'a reason is required'), v.maxLength(500));

export const MemberSearchQuery = v.object({
  loginId: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40))),
  /** Part of a nickname, in any case. */
  nickname: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(20))),
  memberId: v.optional(IdParam),
  /** The whole number, digits only, as stored. */
  phone: v.optional(v.pipe(v.string(), v.regex(/^\d{4,20}$/, 'must be 4 to 20 digits'))),
  sort: v.optional(v.picklist(MEMBER_SORTS), 'createdAt'),
  order: v.optional(v.picklist(['asc', 'desc']), 'desc'),
  page: Page,
  size: PageSize(20),
});

/** A restriction as it stands now: in force, and until when (null: permanent). */
const Restriction = v.object({ active: v.boolean(), until: v.nullable(v.string()) });

export const AdminMember = v.object({
  memberId: v.number(),
  loginId: v.string(),
  nickname: v.string(),
  userType: v.picklist(USER_TYPES),
  phone: v.nullable(v.string()),
  /** 0 unapplied, 1 requested, 2 approved, 3 rejected. */
  identityStatus: v.number(),
  adult: v.boolean(),
  foreigner: v.boolean(),
  block: Restriction,
  chatBan: Restriction,
  createdAt: v.string(),
  lastLoginAt: v.nullable(v.string()),
  withdrawnAt: v.nullable(v.string()),
});
export type AdminMember = v.InferOutput<typeof AdminMember>;

export const AdminMemberPage = PageOf(AdminMember);

export const AdminSanction = v.object({
  id: v.number(),
  kind: v.picklist(ADMIN_SANCTION_KINDS),
  reason: v.string(),
  startsAt: v.string(),
  /** null: permanent. */
  endsAt: v.nullable(v.string()),
  staffId: v.nullable(v.number()),
  liftedAt: v.nullable(v.string()),
  liftedBy: v.nullable(v.number()),
  liftReason: v.nullable(v.string()),
  /** Neither lifted nor past its end. */
  inForce: v.boolean(),
});

const AdminReport = v.object({
  declarationId: v.number(),
  reporterMemberId: v.number(),
  targetType: v.string(),
  targetId: v.number(),
  reason: v.number(),
  content: v.string(),
  status: v.string(),
  createdAt: v.string(),
});

const AdminInquiry = v.object({
  inquiryId: v.number(),
  category: v.number(),
  title: v.string(),
  status: v.string(),
  createdAt: v.string(),
  answeredAt: v.nullable(v.string()),
});

export const AdminMemberDetail = v.object({
  member: AdminMember,
  channel: v.nullable(
    v.object({ channelId: v.number(), name: v.string(), isLive: v.boolean(), followers: v.number() }),
  ),
  /** Channels the member follows. */
  follows: v.number(),
  /** Spendable currency (item 100), read only. */
  walletBalance: v.number(),
  sanctions: v.array(AdminSanction),
});

/** against: reports of the member or their channel; by: reports the member filed. */
export const MEMBER_REPORT_SIDES = ['against', 'by'] as const;

/** The member's reports (newest first), paged on the server: the member page never loads them whole. */
export const AdminMemberReportsQuery = v.object({
  side: v.optional(v.picklist(MEMBER_REPORT_SIDES), 'against'),
  page: Page,
  size: PageSize(20),
});
export const AdminMemberReportPage = PageOf(AdminReport);

export const AdminMemberInquiriesQuery = v.object({ page: Page, size: PageSize(20) });
export const AdminMemberInquiryPage = PageOf(AdminInquiry);

export const AdminLedgerQuery = v.object({ page: Page, size: PageSize(20) });
export const AdminLedgerPage = PageOf(
  v.object({
    txId: v.number(),
    reason: v.string(),
    reference: v.string(),
    itemCode: v.number(),
    amount: v.number(),
    createdAt: v.string(),
    channelName: v.nullable(v.string()),
  }),
);

export const SanctionMemberBody = v.object({
  kind: v.picklist(ADMIN_SANCTION_KINDS),
  reason: RequiredReason,
  /** Whole days from now; null is permanent. */
  days: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(SANCTION_MAX_DAYS))),
});

export const LiftSanctionBody = v.object({ kind: v.picklist(ADMIN_SANCTION_KINDS), reason: RequiredReason });

/** The member as the lift left them, and the sanction lifted (null: a block of the old system route, which kept no record). */
export const LiftedSanction = v.object({ member: AdminMember, sanction: v.nullable(AdminSanction) });

export const SetUserTypeBody = v.object({ userType: v.picklist(USER_TYPES), reason: RequiredReason });

const MemberIdParams = v.object({ memberId: IdParam });

/** The console's members and sanctions (issue 25): spread into adminRoutes. */
export const adminMemberRoutes = {
  searchMembers: defineRoute({
    method: 'GET',
    path: '/api/admin/members',
    group: 'admin',
    operationId: 'adminSearchMembers',
    summary:
      "Members of the request's brand by login ID, nickname (part), member id or phone (exact), paged and sorted.",
    access: 'staff',
    query: MemberSearchQuery,
    response: AdminMemberPage,
  }),
  memberDetail: defineRoute({
    method: 'GET',
    path: '/api/admin/members/{memberId}',
    group: 'admin',
    operationId: 'adminMemberDetail',
    summary:
      'A member page: profile, verification, channel, follows, sanctions and wallet balance (reports, inquiries and the ledger are paged on their own).',
    access: 'staff',
    params: MemberIdParams,
    response: AdminMemberDetail,
  }),
  memberReports: defineRoute({
    method: 'GET',
    path: '/api/admin/members/{memberId}/reports',
    group: 'admin',
    operationId: 'adminMemberReports',
    summary:
      'Reports against the member or their channel (side=against), or filed by them (side=by), newest first, paged.',
    access: 'staff',
    params: MemberIdParams,
    query: AdminMemberReportsQuery,
    response: AdminMemberReportPage,
  }),
  memberInquiries: defineRoute({
    method: 'GET',
    path: '/api/admin/members/{memberId}/inquiries',
    group: 'admin',
    operationId: 'adminMemberInquiries',
    summary: "The member's inquiries, newest first, paged.",
    access: 'staff',
    params: MemberIdParams,
    query: AdminMemberInquiriesQuery,
    response: AdminMemberInquiryPage,
  }),
  memberLedger: defineRoute({
    method: 'GET',
    path: '/api/admin/members/{memberId}/ledger',
    group: 'admin',
    operationId: 'adminMemberLedger',
    summary: "The member's wallet movements, newest first, read only.",
    access: 'staff',
    params: MemberIdParams,
    query: AdminLedgerQuery,
    response: AdminLedgerPage,
  }),
  sanctionMember: defineRoute({
    method: 'POST',
    path: '/api/admin/members/{memberId}/sanctions',
    group: 'admin',
    operationId: 'adminSanctionMember',
    summary:
      'A chat ban across the brand or an account block, for days or permanently; replaces one of the same kind in force.',
    access: 'staff',
    params: MemberIdParams,
    body: SanctionMemberBody,
    response: AdminSanction,
    status: 201,
  }),
  liftSanction: defineRoute({
    method: 'POST',
    path: '/api/admin/members/{memberId}/sanctions/lift',
    group: 'admin',
    operationId: 'adminLiftSanction',
    summary: 'Lifts the chat ban or block in force, with a reason.',
    access: 'staff',
    params: MemberIdParams,
    body: LiftSanctionBody,
    response: LiftedSanction,
  }),
  setUserType: defineRoute({
    method: 'PUT',
    path: '/api/admin/members/{memberId}/user-type',
    group: 'admin',
    operationId: 'adminSetUserType',
    summary: "Sets a member's user type (V, O, P, J), with a reason.",
    access: 'staff',
    params: MemberIdParams,
    body: SetUserTypeBody,
    response: AdminMember,
  }),
};
