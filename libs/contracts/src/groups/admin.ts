import * as v from 'valibot';
import { BRAND_CODES } from '../enums';
import { Page, PageSize } from '../fields';
import { defineRoute } from '../route';
import { adminLiveRoutes } from './admin-live';
import { adminRecordingRoutes } from './admin-recordings';
import { IdParam, PageOf } from './money-fields';
import { adminMemberRoutes } from './admin-members';

export * from './admin-live';
export * from './admin-recordings';
import { adminReportRoutes } from './admin-reports';
import { adminContentRoutes } from './admin-content';
import { adminCouponRoutes } from './admin-coupons';

export * from './admin-content';
export * from './admin-coupons';
import { adminMaintenanceRoutes } from './admin-maintenance';
import { adminRulesDocumentRoutes } from './rules-documents';
import { adminCategoryRoutes } from './discovery';
import { adminDashboardRoutes } from './admin-dashboard';

export * from './admin-maintenance';
export * from './admin-dashboard';
import { adminGiftReportRoutes } from './admin-gift-reports';
import { adminPaymentRoutes } from './admin-payments';
import { adminPayoutRoutes } from './admin-payouts';

export * from './admin-payouts';

/** Operator console roles (docs/permissions.md, "Operator console"). */
export const STAFF_ROLES = ['super-admin', 'moderator', 'support', 'finance', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** invited accounts are enrolling until their first TOTP code is confirmed. */
export const STAFF_STATUSES = ['enrolling', 'active', 'disabled'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** Every brand, or a list of brand codes. */
export const StaffBrands = v.union([
  v.literal('all'),
  v.pipe(v.array(v.picklist(BRAND_CODES)), v.minLength(1), v.maxLength(BRAND_CODES.length)),
]);
export type StaffBrands = v.InferOutput<typeof StaffBrands>;

const StaffLogin = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^[a-z0-9._-]{3,40}$/, 'must be 3 to 40 lowercase letters, digits, dots, dashes or underscores'),
);
const TotpCode = v.pipe(v.string(), v.regex(/^\d{6}$/, 'must be 6 digits'));
const Reason = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500)), '');

export const Staff = v.object({
  id: v.number(),
  login: v.string(),
  displayName: v.string(),
  role: v.picklist(STAFF_ROLES),
  brands: StaffBrands,
  status: v.picklist(STAFF_STATUSES),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type Staff = v.InferOutput<typeof Staff>;

export const StaffSignInBody = v.object({
  login: StaffLogin,
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  code: TotpCode,
});

/** An invitee's first code: proves the authenticator holds the secret, and activates the account. */
export const StaffEnrolBody = v.object({
  login: StaffLogin,
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  code: TotpCode,
});

export const InviteStaffBody = v.object({
  login: StaffLogin,
  displayName: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(60)),
  role: v.picklist(STAFF_ROLES),
  brands: StaffBrands,
  reason: Reason,
});

/** Answered once: the invitee's first password and authenticator secret are never shown again. */
export const InvitedStaff = v.object({ staff: Staff, password: v.string(), otpauthUri: v.string() });

export const ChangeStaffBody = v.object({
  role: v.optional(v.picklist(STAFF_ROLES)),
  brands: v.optional(StaffBrands),
  reason: Reason,
});

export const DisableStaffBody = v.object({ reason: Reason });

/** What the staff list sorts by; newest first unless asked otherwise, ties by id. */
export const STAFF_SORTS = ['id', 'login', 'displayName', 'role', 'status', 'createdAt'] as const;

const SortOrder = v.optional(v.picklist(['asc', 'desc']), 'desc');

export const StaffListQuery = v.object({
  sort: v.optional(v.picklist(STAFF_SORTS), 'createdAt'),
  order: SortOrder,
  page: Page,
  size: PageSize(20),
});
export const StaffPage = PageOf(Staff);

const Instant = v.pipe(v.string(), v.isoTimestamp('must be an ISO 8601 date and time with an offset'));

/** What the audit log sorts by; newest first unless asked otherwise, ties by id. */
export const AUDIT_SORTS = ['at', 'action', 'staffId', 'brand', 'targetKind'] as const;

export const AuditQuery = v.object({
  staffId: v.optional(IdParam),
  action: v.optional(v.pipe(v.string(), v.maxLength(60))),
  brand: v.optional(v.picklist(BRAND_CODES)),
  targetKind: v.optional(v.pipe(v.string(), v.maxLength(30))),
  targetId: v.optional(v.pipe(v.string(), v.maxLength(64))),
  from: v.optional(Instant),
  to: v.optional(Instant),
  sort: v.optional(v.picklist(AUDIT_SORTS), 'at'),
  order: SortOrder,
  page: Page,
  size: PageSize(50),
});

export const AuditEntry = v.object({
  id: v.number(),
  staffId: v.nullable(v.number()),
  staffAddress: v.string(),
  at: v.string(),
  action: v.string(),
  targetKind: v.string(),
  targetId: v.string(),
  brand: v.nullable(v.string()),
  before: v.unknown(),
  after: v.unknown(),
  reason: v.string(),
});
export const AuditPage = PageOf(AuditEntry);

const Done = v.object({ ok: v.literal(true) });
const StaffIdParams = v.object({ staffId: IdParam });

export const adminRoutes = {
  signIn: defineRoute({
    method: 'POST',
    path: '/api/admin/session',
    group: 'admin',
    operationId: 'adminSignIn',
    summary: 'Staff sign-in with login, password and a TOTP code; sets the onair_staff cookie (30 idle minutes).',
    access: 'public',
    body: StaffSignInBody,
    response: Staff,
  }),
  enrol: defineRoute({
    method: 'POST',
    path: '/api/admin/enrolment',
    group: 'admin',
    operationId: 'adminEnrol',
    summary: 'An invitee confirms the authenticator with a first code; the account becomes active (does not sign in).',
    access: 'public',
    body: StaffEnrolBody,
    response: Staff,
  }),
  signOut: defineRoute({
    method: 'DELETE',
    path: '/api/admin/session',
    group: 'admin',
    operationId: 'adminSignOut',
    summary: 'Ends the staff session and clears its cookie.',
    access: 'staff',
    response: Done,
  }),
  me: defineRoute({
    method: 'GET',
    path: '/api/admin/me',
    group: 'admin',
    operationId: 'adminMe',
    summary: 'The signed-in staff account.',
    access: 'staff',
    response: Staff,
  }),
  listStaff: defineRoute({
    method: 'GET',
    path: '/api/admin/staff',
    group: 'admin',
    operationId: 'adminListStaff',
    summary: 'Staff accounts, a page at a time, newest first or sorted by login, name, role, status or id.',
    access: 'staff',
    query: StaffListQuery,
    response: StaffPage,
  }),
  inviteStaff: defineRoute({
    method: 'POST',
    path: '/api/admin/staff',
    group: 'admin',
    operationId: 'adminInviteStaff',
    summary:
      'Invites a staff account: answers its first password and otpauth URI once; it is active after its first code.',
    access: 'staff',
    body: InviteStaffBody,
    response: InvitedStaff,
    status: 201,
  }),
  changeStaff: defineRoute({
    method: 'PATCH',
    path: '/api/admin/staff/{staffId}',
    group: 'admin',
    operationId: 'adminChangeStaff',
    summary: "Changes a staff account's role or brands.",
    access: 'staff',
    params: StaffIdParams,
    body: ChangeStaffBody,
    response: Staff,
  }),
  disableStaff: defineRoute({
    method: 'POST',
    path: '/api/admin/staff/{staffId}/disable',
    group: 'admin',
    operationId: 'adminDisableStaff',
    summary: 'Disables a staff account and ends its sessions.',
    access: 'staff',
    params: StaffIdParams,
    body: DisableStaffBody,
    response: Staff,
  }),
  audit: defineRoute({
    method: 'GET',
    path: '/api/admin/audit',
    group: 'admin',
    operationId: 'adminAudit',
    summary:
      'The audit log, filtered by staff, action, brand, target and time; newest first or sorted by action, staff, brand or target kind.',
    access: 'staff',
    query: AuditQuery,
    response: AuditPage,
  }),
  ...adminMemberRoutes,
  ...adminLiveRoutes,
  ...adminRecordingRoutes,
  ...adminReportRoutes,
  ...adminContentRoutes,
  ...adminCouponRoutes,
  ...adminMaintenanceRoutes,
  ...adminRulesDocumentRoutes,
  ...adminCategoryRoutes,
  ...adminDashboardRoutes,
  ...adminGiftReportRoutes,
  ...adminPaymentRoutes,
  ...adminPayoutRoutes,
};
