import { STAFF_ROLES, type adminRoutes, type StaffRole } from '@onair/contracts';

export type AdminOperation = keyof typeof adminRoutes;

/** Anyone may call these: they are how staff sign in and enrol. */
export const OPEN_ADMIN_OPERATIONS: ReadonlySet<AdminOperation> = new Set(['signIn', 'enrol']);

/**
 * Which roles may call each staff route: the one table the admin guard enforces, and the one
 * docs/permissions.md ("Operator console") shows (a test checks the two agree).
 */
export const ADMIN_ROUTE_ROLES: Readonly<Record<Exclude<AdminOperation, 'signIn' | 'enrol'>, readonly StaffRole[]>> = {
  signOut: STAFF_ROLES,
  me: STAFF_ROLES,
  listStaff: ['super-admin'],
  inviteStaff: ['super-admin'],
  changeStaff: ['super-admin'],
  disableStaff: ['super-admin'],
  audit: ['super-admin'],
  searchMembers: ['super-admin', 'moderator', 'support'],
  memberDetail: ['super-admin', 'moderator', 'support'],
  memberReports: ['super-admin', 'moderator', 'support'],
  memberInquiries: ['super-admin', 'moderator', 'support'],
  memberLedger: ['super-admin', 'moderator', 'support', 'finance'],
  sanctionMember: ['super-admin', 'moderator'],
  liftSanction: ['super-admin', 'moderator'],
  setUserType: ['super-admin'],
  liveChannels: ['super-admin', 'moderator'],
  endBroadcast: ['super-admin', 'moderator'],
  revokeStreamKey: ['super-admin', 'moderator'],
  suspendChannel: ['super-admin', 'moderator'],
  liftSuspension: ['super-admin', 'moderator'],
  // A streamer's recordings are content the platform shows: content staff hide or delete them.
  channelRecordings: ['super-admin', 'content'],
  setRecordingHidden: ['super-admin', 'content'],
  deleteRecording: ['super-admin', 'content'],
  listReports: ['super-admin', 'moderator'],
  reportDetail: ['super-admin', 'moderator'],
  reviewReport: ['super-admin', 'moderator'],
  dismissReport: ['super-admin', 'moderator'],
  hideReportedContent: ['super-admin', 'moderator'],
  actionReport: ['super-admin', 'moderator'],
  listInquiries: ['super-admin', 'support'],
  answerInquiry: ['super-admin', 'support'],
  // Report and inquiry attachments and bankbook copies: whoever works those queues.
  attachment: ['super-admin', 'moderator', 'support'],
  listAccountChanges: ['super-admin', 'support'],
  approveAccountChange: ['super-admin', 'support'],
  refuseAccountChange: ['super-admin', 'support'],
  listContent: ['super-admin', 'content'],
  createContent: ['super-admin', 'content'],
  updateContent: ['super-admin', 'content'],
  retireContent: ['super-admin', 'content'],
  previewContent: ['super-admin', 'content'],
  // Coupons and exchange events hand out value: content runs promotions, finance answers for them.
  listCouponBatches: ['super-admin', 'finance', 'content'],
  createCouponBatch: ['super-admin', 'finance', 'content'],
  couponCodes: ['super-admin', 'finance', 'content'],
  couponRedemptions: ['super-admin', 'finance', 'content'],
  disableCouponBatch: ['super-admin', 'finance', 'content'],
  listExchangeEvents: ['super-admin', 'finance', 'content'],
  createExchangeEvent: ['super-admin', 'finance', 'content'],
  exchangeApplications: ['super-admin', 'finance', 'content'],
  endExchangeEvent: ['super-admin', 'finance', 'content'],
  // Every role sees what is scheduled; closing a brand is the super-admin's.
  // The rules documents are content a member agrees to: content staff publish them.
  rulesDocumentVersions: ['super-admin', 'content'],
  publishRulesDocument: ['super-admin', 'content'],
  // Categories are browse's shelves: content staff keep them.
  listCategories: ['super-admin', 'content'],
  createCategory: ['super-admin', 'content'],
  updateCategory: ['super-admin', 'content'],
  maintenanceWindows: STAFF_ROLES,
  scheduleMaintenance: ['super-admin'],
  endMaintenance: ['super-admin'],
  dashboard: ['super-admin', 'finance'],
  books: ['super-admin', 'finance'],
  checkBooks: ['super-admin', 'finance'],
  // Money leaves a streamer's balance: finance (and the super-admin, who may do everything; docs/money.md, "Mistaken gifts").
  listGiftReports: ['super-admin', 'finance'],
  reverseGiftReport: ['super-admin', 'finance'],
  refuseGiftReport: ['super-admin', 'finance'],
  // Payments and refunds: the finance team and the super-admin.
  listPayments: ['super-admin', 'finance'],
  paymentDetail: ['super-admin', 'finance'],
  refundPayment: ['super-admin', 'finance'],
  // Support answers streamers about their withdrawals, with accounts masked; only finance and
  // super-admin see them in full, take the transfer file out and decide (docs/money.md, "Payouts").
  payoutQueue: ['super-admin', 'support', 'finance'],
  payoutBatches: ['super-admin', 'support', 'finance'],
  approvePayouts: ['super-admin', 'finance'],
  payoutTransferFile: ['super-admin', 'finance'],
  payPayoutBatch: ['super-admin', 'finance'],
  rejectPayout: ['super-admin', 'finance'],
};
