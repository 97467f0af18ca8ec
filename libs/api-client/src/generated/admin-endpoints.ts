// Generated from libs/api-client/openapi.json by `npx nx run api-client:generate`. Do not edit.
import { lazyApi as api } from '../lazy-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminListAccountChanges: build.query<AdminListAccountChangesApiResponse, AdminListAccountChangesApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/account-changes`,
        params: {
          status: queryArg.status,
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    adminApproveAccountChange: build.mutation<AdminApproveAccountChangeApiResponse, AdminApproveAccountChangeApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/account-changes/${encodeURIComponent(String(queryArg.requestId))}/approve`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    adminRefuseAccountChange: build.mutation<AdminRefuseAccountChangeApiResponse, AdminRefuseAccountChangeApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/account-changes/${encodeURIComponent(String(queryArg.requestId))}/refuse`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    adminAttachment: build.query<AdminAttachmentApiResponse, AdminAttachmentApiArg>({
      query: (queryArg) => ({ url: `/api/admin/attachments/${encodeURIComponent(String(queryArg.uploadId))}` }),
    }),
    adminAudit: build.query<AdminAuditApiResponse, AdminAuditApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/audit`,
        params: {
          staffId: queryArg.staffId,
          action: queryArg.action,
          brand: queryArg.brand,
          targetKind: queryArg.targetKind,
          targetId: queryArg.targetId,
          from: queryArg['from'],
          to: queryArg.to,
          sort: queryArg.sort,
          order: queryArg.order,
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    adminBooks: build.query<AdminBooksApiResponse, AdminBooksApiArg>({
      query: () => ({ url: `/api/admin/books` }),
    }),
    adminCheckBooks: build.mutation<AdminCheckBooksApiResponse, AdminCheckBooksApiArg>({
      query: () => ({ url: `/api/admin/books/check`, method: 'POST' }),
    }),
    adminListCategories: build.query<AdminListCategoriesApiResponse, AdminListCategoriesApiArg>({
      query: () => ({ url: `/api/admin/categories` }),
    }),
    adminCreateCategory: build.mutation<AdminCreateCategoryApiResponse, AdminCreateCategoryApiArg>({
      query: (queryArg) => ({ url: `/api/admin/categories`, method: 'POST', body: queryArg.body }),
    }),
    adminUpdateCategory: build.mutation<AdminUpdateCategoryApiResponse, AdminUpdateCategoryApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/categories/${encodeURIComponent(String(queryArg.categoryId))}`,
        method: 'PATCH',
        body: queryArg.body,
      }),
    }),
    adminChannelRecordings: build.query<AdminChannelRecordingsApiResponse, AdminChannelRecordingsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/channels/${encodeURIComponent(String(queryArg.channelId))}/recordings`,
        params: {
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    adminPreviewContent: build.query<AdminPreviewContentApiResponse, AdminPreviewContentApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/content-preview`,
        params: {
          at: queryArg.at,
          asker: queryArg.asker,
          lang: queryArg.lang,
        },
      }),
    }),
    adminListContent: build.query<AdminListContentApiResponse, AdminListContentApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/content/${encodeURIComponent(String(queryArg.kind))}`,
        params: {
          state: queryArg.state,
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    adminCreateContent: build.mutation<AdminCreateContentApiResponse, AdminCreateContentApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/content/${encodeURIComponent(String(queryArg.kind))}`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    adminUpdateContent: build.mutation<AdminUpdateContentApiResponse, AdminUpdateContentApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/content/${encodeURIComponent(String(queryArg.kind))}/${encodeURIComponent(String(queryArg.itemId))}`,
        method: 'PUT',
        body: queryArg.body,
      }),
    }),
    adminRetireContent: build.mutation<AdminRetireContentApiResponse, AdminRetireContentApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/content/${encodeURIComponent(String(queryArg.kind))}/${encodeURIComponent(String(queryArg.itemId))}/retire`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    adminListCouponBatches: build.query<AdminListCouponBatchesApiResponse, AdminListCouponBatchesApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/coupons/batches`,
        params: {
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    adminCreateCouponBatch: build.mutation<AdminCreateCouponBatchApiResponse, AdminCreateCouponBatchApiArg>({
      query: (queryArg) => ({ url: `/api/admin/coupons/batches`, method: 'POST', body: queryArg.body }),
    }),
    adminCouponCodes: build.query<AdminCouponCodesApiResponse, AdminCouponCodesApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/coupons/batches/${encodeURIComponent(String(queryArg.batchId))}/codes`,
      }),
    }),
    adminDisableCouponBatch: build.mutation<AdminDisableCouponBatchApiResponse, AdminDisableCouponBatchApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/coupons/batches/${encodeURIComponent(String(queryArg.batchId))}/disable`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    adminCouponRedemptions: build.query<AdminCouponRedemptionsApiResponse, AdminCouponRedemptionsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/coupons/batches/${encodeURIComponent(String(queryArg.batchId))}/redemptions`,
        params: {
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    adminDashboard: build.query<AdminDashboardApiResponse, AdminDashboardApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/dashboard`,
        params: {
          brand: queryArg.brand,
          period: queryArg.period,
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    adminEnrol: build.mutation<AdminEnrolApiResponse, AdminEnrolApiArg>({
      query: (queryArg) => ({ url: `/api/admin/enrolment`, method: 'POST', body: queryArg.body }),
    }),
    adminListExchangeEvents: build.query<AdminListExchangeEventsApiResponse, AdminListExchangeEventsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/exchange-events`,
        params: {
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    adminCreateExchangeEvent: build.mutation<AdminCreateExchangeEventApiResponse, AdminCreateExchangeEventApiArg>({
      query: (queryArg) => ({ url: `/api/admin/exchange-events`, method: 'POST', body: queryArg.body }),
    }),
    adminExchangeApplications: build.query<AdminExchangeApplicationsApiResponse, AdminExchangeApplicationsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/exchange-events/${encodeURIComponent(String(queryArg.eventId))}/applications`,
        params: {
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    adminEndExchangeEvent: build.mutation<AdminEndExchangeEventApiResponse, AdminEndExchangeEventApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/exchange-events/${encodeURIComponent(String(queryArg.eventId))}/end`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    adminListGiftReports: build.query<AdminListGiftReportsApiResponse, AdminListGiftReportsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/gift-reports`,
        params: {
          state: queryArg.state,
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    adminRefuseGiftReport: build.mutation<AdminRefuseGiftReportApiResponse, AdminRefuseGiftReportApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/gift-reports/${encodeURIComponent(String(queryArg.reportId))}/refuse`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    adminReverseGiftReport: build.mutation<AdminReverseGiftReportApiResponse, AdminReverseGiftReportApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/gift-reports/${encodeURIComponent(String(queryArg.reportId))}/reverse`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    adminListInquiries: build.query<AdminListInquiriesApiResponse, AdminListInquiriesApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/inquiries`,
        params: {
          status: queryArg.status,
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    adminAnswerInquiry: build.mutation<AdminAnswerInquiryApiResponse, AdminAnswerInquiryApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/inquiries/${encodeURIComponent(String(queryArg.inquiryId))}/answer`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    adminLiveChannels: build.query<AdminLiveChannelsApiResponse, AdminLiveChannelsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/live/channels`,
        params: {
          state: queryArg.state,
          sort: queryArg.sort,
          order: queryArg.order,
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    adminEndBroadcast: build.mutation<AdminEndBroadcastApiResponse, AdminEndBroadcastApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/live/channels/${encodeURIComponent(String(queryArg.channelId))}/end`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    adminLiftSuspension: build.mutation<AdminLiftSuspensionApiResponse, AdminLiftSuspensionApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/live/channels/${encodeURIComponent(String(queryArg.channelId))}/lift`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    adminRevokeStreamKey: build.mutation<AdminRevokeStreamKeyApiResponse, AdminRevokeStreamKeyApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/live/channels/${encodeURIComponent(String(queryArg.channelId))}/revoke-key`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    adminSuspendChannel: build.mutation<AdminSuspendChannelApiResponse, AdminSuspendChannelApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/live/channels/${encodeURIComponent(String(queryArg.channelId))}/suspend`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    adminMaintenanceWindows: build.query<AdminMaintenanceWindowsApiResponse, AdminMaintenanceWindowsApiArg>({
      query: () => ({ url: `/api/admin/maintenance` }),
    }),
    adminScheduleMaintenance: build.mutation<AdminScheduleMaintenanceApiResponse, AdminScheduleMaintenanceApiArg>({
      query: (queryArg) => ({ url: `/api/admin/maintenance`, method: 'POST', body: queryArg.body }),
    }),
    adminEndMaintenance: build.mutation<AdminEndMaintenanceApiResponse, AdminEndMaintenanceApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/maintenance/${encodeURIComponent(String(queryArg.windowId))}/end`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    adminMe: build.query<AdminMeApiResponse, AdminMeApiArg>({
      query: () => ({ url: `/api/admin/me` }),
    }),
    adminSearchMembers: build.query<AdminSearchMembersApiResponse, AdminSearchMembersApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/members`,
        params: {
          loginId: queryArg.loginId,
          nickname: queryArg.nickname,
          memberId: queryArg.memberId,
          phone: queryArg.phone,
          sort: queryArg.sort,
          order: queryArg.order,
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    adminMemberDetail: build.query<AdminMemberDetailApiResponse, AdminMemberDetailApiArg>({
      query: (queryArg) => ({ url: `/api/admin/members/${encodeURIComponent(String(queryArg.memberId))}` }),
    }),
    adminMemberInquiries: build.query<AdminMemberInquiriesApiResponse, AdminMemberInquiriesApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/members/${encodeURIComponent(String(queryArg.memberId))}/inquiries`,
        params: {
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    adminMemberLedger: build.query<AdminMemberLedgerApiResponse, AdminMemberLedgerApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/members/${encodeURIComponent(String(queryArg.memberId))}/ledger`,
        params: {
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    adminMemberReports: build.query<AdminMemberReportsApiResponse, AdminMemberReportsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/members/${encodeURIComponent(String(queryArg.memberId))}/reports`,
        params: {
          side: queryArg.side,
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    adminSanctionMember: build.mutation<AdminSanctionMemberApiResponse, AdminSanctionMemberApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/members/${encodeURIComponent(String(queryArg.memberId))}/sanctions`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    adminLiftSanction: build.mutation<AdminLiftSanctionApiResponse, AdminLiftSanctionApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/members/${encodeURIComponent(String(queryArg.memberId))}/sanctions/lift`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    adminSetUserType: build.mutation<AdminSetUserTypeApiResponse, AdminSetUserTypeApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/members/${encodeURIComponent(String(queryArg.memberId))}/user-type`,
        method: 'PUT',
        body: queryArg.body,
      }),
    }),
    adminListPayments: build.query<AdminListPaymentsApiResponse, AdminListPaymentsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/payments`,
        params: {
          orderId: queryArg.orderId,
          memberId: queryArg.memberId,
          from: queryArg['from'],
          to: queryArg.to,
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    adminPaymentDetail: build.query<AdminPaymentDetailApiResponse, AdminPaymentDetailApiArg>({
      query: (queryArg) => ({ url: `/api/admin/payments/${encodeURIComponent(String(queryArg.orderId))}` }),
    }),
    adminRefundPayment: build.mutation<AdminRefundPaymentApiResponse, AdminRefundPaymentApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/payments/${encodeURIComponent(String(queryArg.orderId))}/refund`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    adminPayoutBatches: build.query<AdminPayoutBatchesApiResponse, AdminPayoutBatchesApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/payouts/batches`,
        params: {
          state: queryArg.state,
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    adminApprovePayouts: build.mutation<AdminApprovePayoutsApiResponse, AdminApprovePayoutsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/payouts/batches`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    adminPayPayoutBatch: build.mutation<AdminPayPayoutBatchApiResponse, AdminPayPayoutBatchApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/payouts/batches/${encodeURIComponent(String(queryArg.batchId))}/paid`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    adminPayoutTransferFile: build.query<AdminPayoutTransferFileApiResponse, AdminPayoutTransferFileApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/payouts/batches/${encodeURIComponent(String(queryArg.batchId))}/transfer-file`,
      }),
    }),
    adminPayoutQueue: build.query<AdminPayoutQueueApiResponse, AdminPayoutQueueApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/payouts/withdrawals`,
        params: {
          state: queryArg.state,
          batchId: queryArg.batchId,
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    adminRejectPayout: build.mutation<AdminRejectPayoutApiResponse, AdminRejectPayoutApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/payouts/withdrawals/${encodeURIComponent(String(queryArg.withdrawId))}/reject`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    adminDeleteRecording: build.mutation<AdminDeleteRecordingApiResponse, AdminDeleteRecordingApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/recordings/${encodeURIComponent(String(queryArg.recordedStreamId))}/delete`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    adminSetRecordingHidden: build.mutation<AdminSetRecordingHiddenApiResponse, AdminSetRecordingHiddenApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/recordings/${encodeURIComponent(String(queryArg.recordedStreamId))}/visibility`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    adminListReports: build.query<AdminListReportsApiResponse, AdminListReportsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/reports`,
        params: {
          status: queryArg.status,
          targetType: queryArg.targetType,
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    adminReportDetail: build.query<AdminReportDetailApiResponse, AdminReportDetailApiArg>({
      query: (queryArg) => ({ url: `/api/admin/reports/${encodeURIComponent(String(queryArg.reportId))}` }),
    }),
    adminActionReport: build.mutation<AdminActionReportApiResponse, AdminActionReportApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/reports/${encodeURIComponent(String(queryArg.reportId))}/action`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    adminDismissReport: build.mutation<AdminDismissReportApiResponse, AdminDismissReportApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/reports/${encodeURIComponent(String(queryArg.reportId))}/dismiss`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    adminHideReportedContent: build.mutation<AdminHideReportedContentApiResponse, AdminHideReportedContentApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/reports/${encodeURIComponent(String(queryArg.reportId))}/hide`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    adminReviewReport: build.mutation<AdminReviewReportApiResponse, AdminReviewReportApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/reports/${encodeURIComponent(String(queryArg.reportId))}/review`,
        method: 'POST',
      }),
    }),
    adminRulesDocumentVersions: build.query<AdminRulesDocumentVersionsApiResponse, AdminRulesDocumentVersionsApiArg>({
      query: () => ({ url: `/api/admin/rules-documents` }),
    }),
    adminPublishRulesDocument: build.mutation<AdminPublishRulesDocumentApiResponse, AdminPublishRulesDocumentApiArg>({
      query: (queryArg) => ({ url: `/api/admin/rules-documents`, method: 'POST', body: queryArg.body }),
    }),
    adminSignIn: build.mutation<AdminSignInApiResponse, AdminSignInApiArg>({
      query: (queryArg) => ({ url: `/api/admin/session`, method: 'POST', body: queryArg.body }),
    }),
    adminSignOut: build.mutation<AdminSignOutApiResponse, AdminSignOutApiArg>({
      query: () => ({ url: `/api/admin/session`, method: 'DELETE' }),
    }),
    adminListStaff: build.query<AdminListStaffApiResponse, AdminListStaffApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/staff`,
        params: {
          sort: queryArg.sort,
          order: queryArg.order,
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    adminInviteStaff: build.mutation<AdminInviteStaffApiResponse, AdminInviteStaffApiArg>({
      query: (queryArg) => ({ url: `/api/admin/staff`, method: 'POST', body: queryArg.body }),
    }),
    adminChangeStaff: build.mutation<AdminChangeStaffApiResponse, AdminChangeStaffApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/staff/${encodeURIComponent(String(queryArg.staffId))}`,
        method: 'PATCH',
        body: queryArg.body,
      }),
    }),
    adminDisableStaff: build.mutation<AdminDisableStaffApiResponse, AdminDisableStaffApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/staff/${encodeURIComponent(String(queryArg.staffId))}/disable`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as adminEndpoints };
export type AdminListAccountChangesApiResponse = /** status 200 OK */ {
  items: {
    requestId: number;
    member: {
      memberId: number;
      nickname: string;
    };
    requested: {
      bank_code: string;
      bank_account: string;
      bank_holder_name: string;
    };
    current: {
      bank_code: string;
      bank_account: string;
      bank_holder_name: string;
    } | null;
    status: 'requested' | 'approved' | 'rejected';
    bankbook: {
      uploadId: string;
      url: string;
      fileName: string;
      contentType: string;
      sizeBytes: number;
    } | null;
    decisionReason: string | null;
    createdAt: string;
    decidedAt: string | null;
  }[];
  page: number;
  size: number;
  total: number;
};
export type AdminListAccountChangesApiArg = {
  status?: 'requested' | 'approved' | 'rejected';
  page?: number;
  size?: number;
};
export type AdminApproveAccountChangeApiResponse = /** status 200 OK */ {
  requestId: number;
  member: {
    memberId: number;
    nickname: string;
  };
  requested: {
    bank_code: string;
    bank_account: string;
    bank_holder_name: string;
  };
  current: {
    bank_code: string;
    bank_account: string;
    bank_holder_name: string;
  } | null;
  status: 'requested' | 'approved' | 'rejected';
  bankbook: {
    uploadId: string;
    url: string;
    fileName: string;
    contentType: string;
    sizeBytes: number;
  } | null;
  decisionReason: string | null;
  createdAt: string;
  decidedAt: string | null;
};
export type AdminApproveAccountChangeApiArg = {
  requestId: string;
  body: {
    reason?: string;
  };
};
export type AdminRefuseAccountChangeApiResponse = /** status 200 OK */ {
  requestId: number;
  member: {
    memberId: number;
    nickname: string;
  };
  requested: {
    bank_code: string;
    bank_account: string;
    bank_holder_name: string;
  };
  current: {
    bank_code: string;
    bank_account: string;
    bank_holder_name: string;
  } | null;
  status: 'requested' | 'approved' | 'rejected';
  bankbook: {
    uploadId: string;
    url: string;
    fileName: string;
    contentType: string;
    sizeBytes: number;
  } | null;
  decisionReason: string | null;
  createdAt: string;
  decidedAt: string | null;
};
export type AdminRefuseAccountChangeApiArg = {
  requestId: string;
  body: {
    reason: string;
  };
};
export type AdminAttachmentApiResponse = /** status 200 OK */ any;
export type AdminAttachmentApiArg = {
  uploadId: string;
};
export type AdminAuditApiResponse = /** status 200 OK */ {
  items: {
    id: number;
    staffId: number | null;
    staffAddress: string;
    at: string;
    action: string;
    targetKind: string;
    targetId: string;
    brand: string | null;
    before: any;
    after: any;
    reason: string;
  }[];
  page: number;
  size: number;
  total: number;
};
export type AdminAuditApiArg = {
  staffId?: string;
  action?: string;
  brand?: 'onair' | 'bellcast' | 'mint' | 'nova';
  targetKind?: string;
  targetId?: string;
  from?: string;
  to?: string;
  sort?: 'at' | 'action' | 'staffId' | 'brand' | 'targetKind';
  order?: 'asc' | 'desc';
  page?: number;
  size?: number;
};
export type AdminBooksApiResponse = /** status 200 OK */ {
  lastCheck: {
    at: string;
    ok: boolean;
    problems: string[];
    durationMs: number;
  } | null;
  lastPassedAt: string | null;
};
export type AdminBooksApiArg = void;
export type AdminCheckBooksApiResponse = /** status 200 OK */ {
  lastCheck: {
    at: string;
    ok: boolean;
    problems: string[];
    durationMs: number;
  } | null;
  lastPassedAt: string | null;
};
export type AdminCheckBooksApiArg = void;
export type AdminListCategoriesApiResponse = /** status 200 OK */ {
  items: {
    categoryId: number;
    slug: string;
    kind: 'game' | 'other';
    nameKo: string;
    nameEn: string;
    enabled: boolean;
    position: number;
  }[];
};
export type AdminListCategoriesApiArg = void;
export type AdminCreateCategoryApiResponse = /** status 200 OK */ {
  categoryId: number;
  slug: string;
  kind: 'game' | 'other';
  nameKo: string;
  nameEn: string;
  enabled: boolean;
  position: number;
};
export type AdminCreateCategoryApiArg = {
  body: {
    slug: string;
    kind: 'game' | 'other';
    nameKo: string;
    nameEn: string;
    position?: number;
  };
};
export type AdminUpdateCategoryApiResponse = /** status 200 OK */ {
  categoryId: number;
  slug: string;
  kind: 'game' | 'other';
  nameKo: string;
  nameEn: string;
  enabled: boolean;
  position: number;
};
export type AdminUpdateCategoryApiArg = {
  categoryId: string;
  body: {
    kind?: 'game' | 'other';
    nameKo?: string;
    nameEn?: string;
    enabled?: boolean;
    position?: number;
  };
};
export type AdminChannelRecordingsApiResponse = /** status 200 OK */ {
  items: {
    recordedStreamId: number;
    channelId: number;
    title: string;
    startedAt: string;
    durationSeconds: number;
    hidden: boolean;
  }[];
  page: number;
  size: number;
  total: number;
};
export type AdminChannelRecordingsApiArg = {
  channelId: string;
  page?: number;
  size?: number;
};
export type AdminPreviewContentApiResponse = /** status 200 OK */ {
  at: string;
  banners: {
    itemId: number;
    title: string;
    body: string;
    imageUrl: string | null;
    linkUrl: string | null;
  }[];
  bannersNewstyle: {
    itemId: number;
    title: string;
    body: string;
    imageUrl: string | null;
    linkUrl: string | null;
  }[];
  popups: {
    itemId: number;
    title: string;
    body: string;
    imageUrl: string | null;
    linkUrl: string | null;
  }[];
  logos: {
    itemId: number;
    title: string;
    body: string;
    imageUrl: string | null;
    linkUrl: string | null;
  }[];
  themes: {
    themeId: number;
    title: string;
    channels: string[];
  }[];
};
export type AdminPreviewContentApiArg = {
  at: string;
  asker: 'visitor' | 'member';
  lang?: 'ko' | 'en';
};
export type AdminListContentApiResponse = /** status 200 OK */ {
  items: {
    itemId: number;
    kind: 'banner' | 'banner-newstyle' | 'popup' | 'theme' | 'logo' | 'notice' | 'develop' | 'guide';
    title: string;
    titleEn: string | null;
    body: string;
    bodyEn: string | null;
    imageUrl: string | null;
    linkUrl: string | null;
    audience: 'everyone' | 'visitors' | 'members';
    device: 'PC' | 'MOBILE_WEB' | 'APP';
    channelIds: number[];
    position: number;
    important: boolean;
    startsAt: string | null;
    endsAt: string | null;
    state: 'scheduled' | 'showing' | 'ended' | 'retired';
    createdAt: string;
  }[];
  page: number;
  size: number;
  total: number;
};
export type AdminListContentApiArg = {
  kind: 'banner' | 'banner-newstyle' | 'popup' | 'theme' | 'logo' | 'notice' | 'develop' | 'guide';
  state?: 'scheduled' | 'showing' | 'ended' | 'retired';
  page?: number;
  size?: number;
};
export type AdminCreateContentApiResponse = /** status 201 OK */ {
  itemId: number;
  kind: 'banner' | 'banner-newstyle' | 'popup' | 'theme' | 'logo' | 'notice' | 'develop' | 'guide';
  title: string;
  titleEn: string | null;
  body: string;
  bodyEn: string | null;
  imageUrl: string | null;
  linkUrl: string | null;
  audience: 'everyone' | 'visitors' | 'members';
  device: 'PC' | 'MOBILE_WEB' | 'APP';
  channelIds: number[];
  position: number;
  important: boolean;
  startsAt: string | null;
  endsAt: string | null;
  state: 'scheduled' | 'showing' | 'ended' | 'retired';
  createdAt: string;
};
export type AdminCreateContentApiArg = {
  kind: 'banner' | 'banner-newstyle' | 'popup' | 'theme' | 'logo' | 'notice' | 'develop' | 'guide';
  body: {
    title: string;
    titleEn?: string | null;
    body?: string;
    bodyEn?: string | null;
    imageUrl?: string | null;
    linkUrl?: string | null;
    audience?: 'everyone' | 'visitors' | 'members';
    device?: 'PC' | 'MOBILE_WEB' | 'APP';
    channelIds?: number[];
    position?: number;
    important?: boolean;
    startsAt?: string | null;
    endsAt?: string | null;
  };
};
export type AdminUpdateContentApiResponse = /** status 200 OK */ {
  itemId: number;
  kind: 'banner' | 'banner-newstyle' | 'popup' | 'theme' | 'logo' | 'notice' | 'develop' | 'guide';
  title: string;
  titleEn: string | null;
  body: string;
  bodyEn: string | null;
  imageUrl: string | null;
  linkUrl: string | null;
  audience: 'everyone' | 'visitors' | 'members';
  device: 'PC' | 'MOBILE_WEB' | 'APP';
  channelIds: number[];
  position: number;
  important: boolean;
  startsAt: string | null;
  endsAt: string | null;
  state: 'scheduled' | 'showing' | 'ended' | 'retired';
  createdAt: string;
};
export type AdminUpdateContentApiArg = {
  kind: 'banner' | 'banner-newstyle' | 'popup' | 'theme' | 'logo' | 'notice' | 'develop' | 'guide';
  itemId: string;
  body: {
    title: string;
    titleEn?: string | null;
    body?: string;
    bodyEn?: string | null;
    imageUrl?: string | null;
    linkUrl?: string | null;
    audience?: 'everyone' | 'visitors' | 'members';
    device?: 'PC' | 'MOBILE_WEB' | 'APP';
    channelIds?: number[];
    position?: number;
    important?: boolean;
    startsAt?: string | null;
    endsAt?: string | null;
  };
};
export type AdminRetireContentApiResponse = /** status 200 OK */ {
  itemId: number;
  kind: 'banner' | 'banner-newstyle' | 'popup' | 'theme' | 'logo' | 'notice' | 'develop' | 'guide';
  title: string;
  titleEn: string | null;
  body: string;
  bodyEn: string | null;
  imageUrl: string | null;
  linkUrl: string | null;
  audience: 'everyone' | 'visitors' | 'members';
  device: 'PC' | 'MOBILE_WEB' | 'APP';
  channelIds: number[];
  position: number;
  important: boolean;
  startsAt: string | null;
  endsAt: string | null;
  state: 'scheduled' | 'showing' | 'ended' | 'retired';
  createdAt: string;
};
export type AdminRetireContentApiArg = {
  kind: 'banner' | 'banner-newstyle' | 'popup' | 'theme' | 'logo' | 'notice' | 'develop' | 'guide';
  itemId: string;
  body: {
    reason?: string;
  };
};
export type AdminListCouponBatchesApiResponse = /** status 200 OK */ {
  items: {
    batchId: number;
    title: string;
    itemCode: number;
    quantity: number;
    count: number;
    onePerMember: boolean;
    expiresAt: string;
    disabledAt: string | null;
    disabledReason: string | null;
    redeemed: number;
    createdAt: string;
  }[];
  page: number;
  size: number;
  total: number;
};
export type AdminListCouponBatchesApiArg = {
  page?: number;
  size?: number;
};
export type AdminCreateCouponBatchApiResponse = /** status 201 OK */ {
  batchId: number;
  title: string;
  itemCode: number;
  quantity: number;
  count: number;
  onePerMember: boolean;
  expiresAt: string;
  disabledAt: string | null;
  disabledReason: string | null;
  redeemed: number;
  createdAt: string;
};
export type AdminCreateCouponBatchApiArg = {
  body: {
    title: string;
    count: number;
    itemCode: number;
    quantity: number;
    expiresAt: string;
    onePerMember: boolean;
    code?: string;
  };
};
export type AdminCouponCodesApiResponse = /** status 200 OK */ {
  batchId: number;
  codes: {
    couponNumber: string;
    usedAt: string | null;
  }[];
};
export type AdminCouponCodesApiArg = {
  batchId: string;
};
export type AdminDisableCouponBatchApiResponse = /** status 200 OK */ {
  batchId: number;
  title: string;
  itemCode: number;
  quantity: number;
  count: number;
  onePerMember: boolean;
  expiresAt: string;
  disabledAt: string | null;
  disabledReason: string | null;
  redeemed: number;
  createdAt: string;
};
export type AdminDisableCouponBatchApiArg = {
  batchId: string;
  body: {
    reason: string;
  };
};
export type AdminCouponRedemptionsApiResponse = /** status 200 OK */ {
  items: {
    couponNumber: string;
    memberId: number;
    loginId: string;
    nickname: string;
    usedAt: string;
  }[];
  page: number;
  size: number;
  total: number;
};
export type AdminCouponRedemptionsApiArg = {
  batchId: string;
  page?: number;
  size?: number;
};
export type AdminDashboardApiResponse = /** status 200 OK */ {
  brands: ('onair' | 'bellcast' | 'mint' | 'nova')[];
  from: string;
  to: string;
  totals: {
    purchases: number;
    purchaseWon: number;
    gifted: number;
    commission: number;
    subscriptions: number;
    payoutsPaid: number;
    payoutsPaidWon: number;
    signups: number;
    activeMembersPerDay: number;
    chatLines: number;
    chatLinesPerMinute: number;
    peakLiveChannels: number;
    peakViewers: number;
  };
  now: {
    liveChannels: number;
    viewers: number;
    payoutsPending: number;
    payoutsPendingWon: number;
    reportsOpen: number;
  };
  days: {
    day: string;
    purchases: number;
    purchaseWon: number;
    gifted: number;
    commission: number;
    subscriptions: number;
    payoutsPaid: number;
    payoutsPaidWon: number;
    signups: number;
    activeMembers: number;
    chatLines: number;
    peakLiveChannels: number;
    peakViewers: number;
  }[];
  viewers: {
    at: string;
    liveChannels: number;
    viewers: number;
  }[];
  rolledUpAt: string | null;
};
export type AdminDashboardApiArg = {
  brand?: 'all' | 'onair' | 'bellcast' | 'mint' | 'nova';
  period?: 'today' | '7d' | '30d' | 'range';
  from?: string;
  to?: string;
};
export type AdminEnrolApiResponse = /** status 200 OK */ {
  id: number;
  login: string;
  displayName: string;
  role: 'super-admin' | 'moderator' | 'support' | 'finance' | 'content';
  brands: 'all' | ('onair' | 'bellcast' | 'mint' | 'nova')[];
  status: 'enrolling' | 'active' | 'disabled';
  createdAt: string;
  updatedAt: string;
};
export type AdminEnrolApiArg = {
  body: {
    login: string;
    password: string;
    code: string;
  };
};
export type AdminListExchangeEventsApiResponse = /** status 200 OK */ {
  items: {
    eventId: number;
    title: string;
    fromItemCode: number;
    toItemCode: number;
    rateFrom: number;
    rateTo: number;
    perMemberLimit: number;
    startsAt: string;
    endsAt: string;
    state: 'scheduled' | 'running' | 'ended';
    applications: number;
    members: number;
    amountFrom: number;
    amountTo: number;
  }[];
  page: number;
  size: number;
  total: number;
};
export type AdminListExchangeEventsApiArg = {
  page?: number;
  size?: number;
};
export type AdminCreateExchangeEventApiResponse = /** status 201 OK */ {
  eventId: number;
  title: string;
  fromItemCode: number;
  toItemCode: number;
  rateFrom: number;
  rateTo: number;
  perMemberLimit: number;
  startsAt: string;
  endsAt: string;
  state: 'scheduled' | 'running' | 'ended';
  applications: number;
  members: number;
  amountFrom: number;
  amountTo: number;
};
export type AdminCreateExchangeEventApiArg = {
  body: {
    title: string;
    fromItemCode: number;
    toItemCode: number;
    rateFrom: number;
    rateTo: number;
    perMemberLimit: number;
    startsAt: string;
    endsAt: string;
  };
};
export type AdminExchangeApplicationsApiResponse = /** status 200 OK */ {
  items: {
    applicationId: number;
    memberId: number;
    loginId: string;
    amountFrom: number;
    amountTo: number;
    createdAt: string;
  }[];
  page: number;
  size: number;
  total: number;
};
export type AdminExchangeApplicationsApiArg = {
  eventId: string;
  page?: number;
  size?: number;
};
export type AdminEndExchangeEventApiResponse = /** status 200 OK */ {
  eventId: number;
  title: string;
  fromItemCode: number;
  toItemCode: number;
  rateFrom: number;
  rateTo: number;
  perMemberLimit: number;
  startsAt: string;
  endsAt: string;
  state: 'scheduled' | 'running' | 'ended';
  applications: number;
  members: number;
  amountFrom: number;
  amountTo: number;
};
export type AdminEndExchangeEventApiArg = {
  eventId: string;
  body: {
    reason: string;
  };
};
export type AdminListGiftReportsApiResponse = /** status 200 OK */ {
  items: {
    reportId: number;
    giftId: number;
    brand: string;
    state: 'reported' | 'reversed' | 'refused';
    sender: {
      memberId: number;
      nickname: string;
    };
    recipient: {
      memberId: number;
      nickname: string;
      channelName: string;
    };
    itemCode: number;
    amount: number;
    netAmount: number;
    giftedAt: string;
    reportedAt: string;
    recipientAvailable: number;
    decidedAt: string | null;
    decisionReason: string | null;
  }[];
  page: number;
  size: number;
  total: number;
};
export type AdminListGiftReportsApiArg = {
  state?: 'reported' | 'reversed' | 'refused';
  page?: number;
  size?: number;
};
export type AdminRefuseGiftReportApiResponse = /** status 200 OK */ {
  reportId: number;
  giftId: number;
  brand: string;
  state: 'reported' | 'reversed' | 'refused';
  sender: {
    memberId: number;
    nickname: string;
  };
  recipient: {
    memberId: number;
    nickname: string;
    channelName: string;
  };
  itemCode: number;
  amount: number;
  netAmount: number;
  giftedAt: string;
  reportedAt: string;
  recipientAvailable: number;
  decidedAt: string | null;
  decisionReason: string | null;
};
export type AdminRefuseGiftReportApiArg = {
  reportId: string;
  body: {
    reason: string;
  };
};
export type AdminReverseGiftReportApiResponse = /** status 200 OK */ {
  reportId: number;
  giftId: number;
  brand: string;
  state: 'reported' | 'reversed' | 'refused';
  sender: {
    memberId: number;
    nickname: string;
  };
  recipient: {
    memberId: number;
    nickname: string;
    channelName: string;
  };
  itemCode: number;
  amount: number;
  netAmount: number;
  giftedAt: string;
  reportedAt: string;
  recipientAvailable: number;
  decidedAt: string | null;
  decisionReason: string | null;
};
export type AdminReverseGiftReportApiArg = {
  reportId: string;
  body: {
    reason: string;
  };
};
export type AdminListInquiriesApiResponse = /** status 200 OK */ {
  items: {
    inquiryId: number;
    brand: string;
    member: {
      memberId: number;
      nickname: string;
    };
    category: number;
    title: string;
    content: string;
    status: 'waiting' | 'answered';
    answer: string | null;
    attachments: {
      uploadId: string;
      url: string;
      fileName: string;
      contentType: string;
      sizeBytes: number;
    }[];
    createdAt: string;
    answeredAt: string | null;
  }[];
  page: number;
  size: number;
  total: number;
};
export type AdminListInquiriesApiArg = {
  status?: 'waiting' | 'answered';
  page?: number;
  size?: number;
};
export type AdminAnswerInquiryApiResponse = /** status 200 OK */ {
  inquiryId: number;
  brand: string;
  member: {
    memberId: number;
    nickname: string;
  };
  category: number;
  title: string;
  content: string;
  status: 'waiting' | 'answered';
  answer: string | null;
  attachments: {
    uploadId: string;
    url: string;
    fileName: string;
    contentType: string;
    sizeBytes: number;
  }[];
  createdAt: string;
  answeredAt: string | null;
};
export type AdminAnswerInquiryApiArg = {
  inquiryId: string;
  body: {
    answer: string;
  };
};
export type AdminLiveChannelsApiResponse = /** status 200 OK */ {
  items: {
    channelId: number;
    title: string;
    channelName: string;
    streamer: {
      memberId: number;
      loginId: string;
      nickname: string;
    };
    isLive: boolean;
    viewers: number;
    startedAt: string | null;
    adult: boolean;
    password: boolean;
    thumbnailUrl: string | null;
    suspension: {
      reason: string;
      since: string;
    } | null;
  }[];
  page: number;
  size: number;
  total: number;
};
export type AdminLiveChannelsApiArg = {
  state?: 'live' | 'suspended';
  sort?: 'viewers' | 'startedAt';
  order?: 'asc' | 'desc';
  page?: number;
  size?: number;
};
export type AdminEndBroadcastApiResponse = /** status 200 OK */ {
  changed: boolean;
  channel: {
    channelId: number;
    title: string;
    channelName: string;
    streamer: {
      memberId: number;
      loginId: string;
      nickname: string;
    };
    isLive: boolean;
    viewers: number;
    startedAt: string | null;
    adult: boolean;
    password: boolean;
    thumbnailUrl: string | null;
    suspension: {
      reason: string;
      since: string;
    } | null;
  };
};
export type AdminEndBroadcastApiArg = {
  channelId: string;
  body: {
    reason: string;
  };
};
export type AdminLiftSuspensionApiResponse = /** status 200 OK */ {
  changed: boolean;
  channel: {
    channelId: number;
    title: string;
    channelName: string;
    streamer: {
      memberId: number;
      loginId: string;
      nickname: string;
    };
    isLive: boolean;
    viewers: number;
    startedAt: string | null;
    adult: boolean;
    password: boolean;
    thumbnailUrl: string | null;
    suspension: {
      reason: string;
      since: string;
    } | null;
  };
};
export type AdminLiftSuspensionApiArg = {
  channelId: string;
  body: {
    reason: string;
  };
};
export type AdminRevokeStreamKeyApiResponse = /** status 200 OK */ {
  changed: boolean;
  channel: {
    channelId: number;
    title: string;
    channelName: string;
    streamer: {
      memberId: number;
      loginId: string;
      nickname: string;
    };
    isLive: boolean;
    viewers: number;
    startedAt: string | null;
    adult: boolean;
    password: boolean;
    thumbnailUrl: string | null;
    suspension: {
      reason: string;
      since: string;
    } | null;
  };
};
export type AdminRevokeStreamKeyApiArg = {
  channelId: string;
  body: {
    reason: string;
  };
};
export type AdminSuspendChannelApiResponse = /** status 200 OK */ {
  changed: boolean;
  channel: {
    channelId: number;
    title: string;
    channelName: string;
    streamer: {
      memberId: number;
      loginId: string;
      nickname: string;
    };
    isLive: boolean;
    viewers: number;
    startedAt: string | null;
    adult: boolean;
    password: boolean;
    thumbnailUrl: string | null;
    suspension: {
      reason: string;
      since: string;
    } | null;
  };
};
export type AdminSuspendChannelApiArg = {
  channelId: string;
  body: {
    reason: string;
  };
};
export type AdminMaintenanceWindowsApiResponse = /** status 200 OK */ {
  windows: {
    id: number;
    brand: ('onair' | 'bellcast' | 'mint' | 'nova') | null;
    startAt: string;
    endAt: string;
    reason: string;
    state: 'scheduled' | 'active' | 'ended';
    clearedAt: string | null;
    createdAt: string;
  }[];
};
export type AdminMaintenanceWindowsApiArg = void;
export type AdminScheduleMaintenanceApiResponse = /** status 200 OK */ {
  windows: {
    id: number;
    brand: ('onair' | 'bellcast' | 'mint' | 'nova') | null;
    startAt: string;
    endAt: string;
    reason: string;
    state: 'scheduled' | 'active' | 'ended';
    clearedAt: string | null;
    createdAt: string;
  }[];
};
export type AdminScheduleMaintenanceApiArg = {
  body: {
    brands: ('onair' | 'bellcast' | 'mint' | 'nova')[];
    startAt: string;
    endAt: string;
    reason?: string;
  };
};
export type AdminEndMaintenanceApiResponse = /** status 200 OK */ {
  id: number;
  brand: ('onair' | 'bellcast' | 'mint' | 'nova') | null;
  startAt: string;
  endAt: string;
  reason: string;
  state: 'scheduled' | 'active' | 'ended';
  clearedAt: string | null;
  createdAt: string;
};
export type AdminEndMaintenanceApiArg = {
  windowId: string;
  body: {
    reason?: string;
  };
};
export type AdminMeApiResponse = /** status 200 OK */ {
  id: number;
  login: string;
  displayName: string;
  role: 'super-admin' | 'moderator' | 'support' | 'finance' | 'content';
  brands: 'all' | ('onair' | 'bellcast' | 'mint' | 'nova')[];
  status: 'enrolling' | 'active' | 'disabled';
  createdAt: string;
  updatedAt: string;
};
export type AdminMeApiArg = void;
export type AdminSearchMembersApiResponse = /** status 200 OK */ {
  items: {
    memberId: number;
    loginId: string;
    nickname: string;
    userType: 'P' | 'O' | 'V' | 'J';
    phone: string | null;
    identityStatus: number;
    adult: boolean;
    foreigner: boolean;
    block: {
      active: boolean;
      until: string | null;
    };
    chatBan: {
      active: boolean;
      until: string | null;
    };
    createdAt: string;
    lastLoginAt: string | null;
    withdrawnAt: string | null;
  }[];
  page: number;
  size: number;
  total: number;
};
export type AdminSearchMembersApiArg = {
  loginId?: string;
  nickname?: string;
  memberId?: string;
  phone?: string;
  sort?: 'memberId' | 'loginId' | 'nickname' | 'createdAt' | 'lastLoginAt';
  order?: 'asc' | 'desc';
  page?: number;
  size?: number;
};
export type AdminMemberDetailApiResponse = /** status 200 OK */ {
  member: {
    memberId: number;
    loginId: string;
    nickname: string;
    userType: 'P' | 'O' | 'V' | 'J';
    phone: string | null;
    identityStatus: number;
    adult: boolean;
    foreigner: boolean;
    block: {
      active: boolean;
      until: string | null;
    };
    chatBan: {
      active: boolean;
      until: string | null;
    };
    createdAt: string;
    lastLoginAt: string | null;
    withdrawnAt: string | null;
  };
  channel: {
    channelId: number;
    name: string;
    isLive: boolean;
    followers: number;
  } | null;
  follows: number;
  walletBalance: number;
  sanctions: {
    id: number;
    kind: 'chat-ban' | 'block';
    reason: string;
    startsAt: string;
    endsAt: string | null;
    staffId: number | null;
    liftedAt: string | null;
    liftedBy: number | null;
    liftReason: string | null;
    inForce: boolean;
  }[];
};
export type AdminMemberDetailApiArg = {
  memberId: string;
};
export type AdminMemberInquiriesApiResponse = /** status 200 OK */ {
  items: {
    inquiryId: number;
    category: number;
    title: string;
    status: string;
    createdAt: string;
    answeredAt: string | null;
  }[];
  page: number;
  size: number;
  total: number;
};
export type AdminMemberInquiriesApiArg = {
  memberId: string;
  page?: number;
  size?: number;
};
export type AdminMemberLedgerApiResponse = /** status 200 OK */ {
  items: {
    txId: number;
    reason: string;
    reference: string;
    itemCode: number;
    amount: number;
    createdAt: string;
    channelName: string | null;
  }[];
  page: number;
  size: number;
  total: number;
};
export type AdminMemberLedgerApiArg = {
  memberId: string;
  page?: number;
  size?: number;
};
export type AdminMemberReportsApiResponse = /** status 200 OK */ {
  items: {
    declarationId: number;
    reporterMemberId: number;
    targetType: string;
    targetId: number;
    reason: number;
    content: string;
    status: string;
    createdAt: string;
  }[];
  page: number;
  size: number;
  total: number;
};
export type AdminMemberReportsApiArg = {
  memberId: string;
  side?: 'against' | 'by';
  page?: number;
  size?: number;
};
export type AdminSanctionMemberApiResponse = /** status 201 OK */ {
  id: number;
  kind: 'chat-ban' | 'block';
  reason: string;
  startsAt: string;
  endsAt: string | null;
  staffId: number | null;
  liftedAt: string | null;
  liftedBy: number | null;
  liftReason: string | null;
  inForce: boolean;
};
export type AdminSanctionMemberApiArg = {
  memberId: string;
  body: {
    kind: 'chat-ban' | 'block';
    reason: string;
    days: number | null;
  };
};
export type AdminLiftSanctionApiResponse = /** status 200 OK */ {
  member: {
    memberId: number;
    loginId: string;
    nickname: string;
    userType: 'P' | 'O' | 'V' | 'J';
    phone: string | null;
    identityStatus: number;
    adult: boolean;
    foreigner: boolean;
    block: {
      active: boolean;
      until: string | null;
    };
    chatBan: {
      active: boolean;
      until: string | null;
    };
    createdAt: string;
    lastLoginAt: string | null;
    withdrawnAt: string | null;
  };
  sanction: {
    id: number;
    kind: 'chat-ban' | 'block';
    reason: string;
    startsAt: string;
    endsAt: string | null;
    staffId: number | null;
    liftedAt: string | null;
    liftedBy: number | null;
    liftReason: string | null;
    inForce: boolean;
  } | null;
};
export type AdminLiftSanctionApiArg = {
  memberId: string;
  body: {
    kind: 'chat-ban' | 'block';
    reason: string;
  };
};
export type AdminSetUserTypeApiResponse = /** status 200 OK */ {
  memberId: number;
  loginId: string;
  nickname: string;
  userType: 'P' | 'O' | 'V' | 'J';
  phone: string | null;
  identityStatus: number;
  adult: boolean;
  foreigner: boolean;
  block: {
    active: boolean;
    until: string | null;
  };
  chatBan: {
    active: boolean;
    until: string | null;
  };
  createdAt: string;
  lastLoginAt: string | null;
  withdrawnAt: string | null;
};
export type AdminSetUserTypeApiArg = {
  memberId: string;
  body: {
    userType: 'P' | 'O' | 'V' | 'J';
    reason: string;
  };
};
export type AdminListPaymentsApiResponse = /** status 200 OK */ {
  items: {
    orderId: string;
    memberId: number;
    loginId: string;
    kind: 'luv' | 'flax';
    itemCode: number;
    quantity: number;
    price: number;
    method: 'kakaopay' | 'virtualaccount' | 'myaccount' | 'mobile' | 'creditcard' | 'CARD';
    state: number;
    createdAt: string;
    approvedAt: string | null;
    cancelledAt: string | null;
  }[];
  page: number;
  size: number;
  total: number;
};
export type AdminListPaymentsApiArg = {
  orderId?: string;
  memberId?: string;
  from?: string;
  to?: string;
  page?: number;
  size?: number;
};
export type AdminPaymentDetailApiResponse = /** status 200 OK */ {
  payment: {
    orderId: string;
    memberId: number;
    loginId: string;
    kind: 'luv' | 'flax';
    itemCode: number;
    quantity: number;
    price: number;
    method: 'kakaopay' | 'virtualaccount' | 'myaccount' | 'mobile' | 'creditcard' | 'CARD';
    state: number;
    createdAt: string;
    approvedAt: string | null;
    cancelledAt: string | null;
  };
  paymentKey: string | null;
  failureCode: string | null;
  failureMessage: string | null;
  events: {
    fromState: number;
    toState: number;
    source: string;
    detail: string | null;
    at: string;
  }[];
  webhooks: {
    eventId: string;
    type: string;
    status: string | null;
    receivedAt: string;
  }[];
  lot: {
    quantity: number;
    remaining: number;
    used: number;
    refunded: number;
    expired: number;
    expiresAt: string;
  } | null;
  receipts: {
    kind: string;
    amountWon: number;
    channel: string;
    sentAt: string | null;
    createdAt: string;
  }[];
};
export type AdminPaymentDetailApiArg = {
  orderId: string;
};
export type AdminRefundPaymentApiResponse = /** status 200 OK */ {
  detail: {
    payment: {
      orderId: string;
      memberId: number;
      loginId: string;
      kind: 'luv' | 'flax';
      itemCode: number;
      quantity: number;
      price: number;
      method: 'kakaopay' | 'virtualaccount' | 'myaccount' | 'mobile' | 'creditcard' | 'CARD';
      state: number;
      createdAt: string;
      approvedAt: string | null;
      cancelledAt: string | null;
    };
    paymentKey: string | null;
    failureCode: string | null;
    failureMessage: string | null;
    events: {
      fromState: number;
      toState: number;
      source: string;
      detail: string | null;
      at: string;
    }[];
    webhooks: {
      eventId: string;
      type: string;
      status: string | null;
      receivedAt: string;
    }[];
    lot: {
      quantity: number;
      remaining: number;
      used: number;
      refunded: number;
      expired: number;
      expiresAt: string;
    } | null;
    receipts: {
      kind: string;
      amountWon: number;
      channel: string;
      sentAt: string | null;
      createdAt: string;
    }[];
  };
  takenBack: number;
  owed: number;
  refundedNow: boolean;
};
export type AdminRefundPaymentApiArg = {
  orderId: string;
  body: {
    reason: string;
  };
};
export type AdminPayoutBatchesApiResponse = /** status 200 OK */ {
  items: {
    batchId: number;
    state: 'approved' | 'paid';
    count: number;
    amount: number;
    fee: number;
    withheld: number;
    net: number;
    createdAt: string;
    exportedAt: string | null;
    paidAt: string | null;
  }[];
  page: number;
  size: number;
  total: number;
};
export type AdminPayoutBatchesApiArg = {
  state?: 'approved' | 'paid';
  page?: number;
  size?: number;
};
export type AdminApprovePayoutsApiResponse = /** status 201 OK */ {
  batchId: number;
  state: 'approved' | 'paid';
  count: number;
  amount: number;
  fee: number;
  withheld: number;
  net: number;
  createdAt: string;
  exportedAt: string | null;
  paidAt: string | null;
};
export type AdminApprovePayoutsApiArg = {
  /** One value per intended operation; a retry with the same value gets the first answer. */
  'Idempotency-Key': string;
  body: {
    withdrawIds: number[];
  };
};
export type AdminPayPayoutBatchApiResponse = /** status 200 OK */ {
  batchId: number;
  state: 'approved' | 'paid';
  count: number;
  amount: number;
  fee: number;
  withheld: number;
  net: number;
  createdAt: string;
  exportedAt: string | null;
  paidAt: string | null;
};
export type AdminPayPayoutBatchApiArg = {
  batchId: string;
  /** One value per intended operation; a retry with the same value gets the first answer. */
  'Idempotency-Key': string;
  body: {};
};
export type AdminPayoutTransferFileApiResponse = /** status 200 OK */ {
  fileName: string;
  csv: string;
  rows: number;
  net: number;
};
export type AdminPayoutTransferFileApiArg = {
  batchId: string;
};
export type AdminPayoutQueueApiResponse = /** status 200 OK */ {
  items: {
    withdrawId: number;
    member: {
      memberId: number;
      loginId: string;
      nickname: string;
      verifiedName: string | null;
    };
    amount: number;
    fee: number;
    withheld: number;
    net: number;
    state: 'requested' | 'approved' | 'cancelled' | 'completed' | 'rejected';
    bankCode: string;
    bankAccount: string;
    bankHolderName: string;
    unmasked: boolean;
    batchId: number | null;
    requestedAt: string;
    approvedAt: string | null;
    decidedAt: string | null;
    decisionNote: string | null;
  }[];
  page: number;
  size: number;
  total: number;
};
export type AdminPayoutQueueApiArg = {
  state?: 'requested' | 'approved' | 'cancelled' | 'completed' | 'rejected';
  batchId?: string;
  page?: number;
  size?: number;
};
export type AdminRejectPayoutApiResponse = /** status 200 OK */ {
  withdrawId: number;
  member: {
    memberId: number;
    loginId: string;
    nickname: string;
    verifiedName: string | null;
  };
  amount: number;
  fee: number;
  withheld: number;
  net: number;
  state: 'requested' | 'approved' | 'cancelled' | 'completed' | 'rejected';
  bankCode: string;
  bankAccount: string;
  bankHolderName: string;
  unmasked: boolean;
  batchId: number | null;
  requestedAt: string;
  approvedAt: string | null;
  decidedAt: string | null;
  decisionNote: string | null;
};
export type AdminRejectPayoutApiArg = {
  withdrawId: string;
  /** One value per intended operation; a retry with the same value gets the first answer. */
  'Idempotency-Key': string;
  body: {
    reason: string;
  };
};
export type AdminDeleteRecordingApiResponse = /** status 200 OK */ {
  recordedStreamId: number;
  deleted: true;
};
export type AdminDeleteRecordingApiArg = {
  recordedStreamId: string;
  body: {
    reason: string;
  };
};
export type AdminSetRecordingHiddenApiResponse = /** status 200 OK */ {
  changed: boolean;
  recording: {
    recordedStreamId: number;
    channelId: number;
    title: string;
    startedAt: string;
    durationSeconds: number;
    hidden: boolean;
  };
};
export type AdminSetRecordingHiddenApiArg = {
  recordedStreamId: string;
  body: {
    hidden: boolean;
    reason: string;
  };
};
export type AdminListReportsApiResponse = /** status 200 OK */ {
  items: {
    reportId: number;
    brand: string;
    targetType: 'channel' | 'member' | 'board' | 'comment' | 'chat' | 'message';
    targetId: number;
    targetSeq: number | null;
    reason: number;
    status: 'received' | 'reviewing' | 'actioned' | 'dismissed';
    outcome: ('sanctioned' | 'taken-down' | 'content-hidden') | null;
    reporter: {
      memberId: number;
      nickname: string;
    };
    createdAt: string;
    decidedAt: string | null;
  }[];
  page: number;
  size: number;
  total: number;
};
export type AdminListReportsApiArg = {
  status?: 'received' | 'reviewing' | 'actioned' | 'dismissed';
  targetType?: 'channel' | 'member' | 'board' | 'comment' | 'chat' | 'message';
  page?: number;
  size?: number;
};
export type AdminReportDetailApiResponse = /** status 200 OK */ {
  reportId: number;
  brand: string;
  targetType: 'channel' | 'member' | 'board' | 'comment' | 'chat' | 'message';
  targetId: number;
  targetSeq: number | null;
  reason: number;
  status: 'received' | 'reviewing' | 'actioned' | 'dismissed';
  outcome: ('sanctioned' | 'taken-down' | 'content-hidden') | null;
  reporter: {
    memberId: number;
    nickname: string;
  };
  createdAt: string;
  decidedAt: string | null;
  content: string;
  attachments: {
    uploadId: string;
    url: string;
    fileName: string;
    contentType: string;
    sizeBytes: number;
  }[];
  decisionReason: string | null;
  reported:
    | {
        kind: 'chat';
        channelId: number;
        channelName: string;
        lines: {
          seq: number;
          memberId: number | null;
          nickname: string;
          kind: string;
          text: string;
          createdAt: string;
          reported: boolean;
        }[];
      }
    | {
        kind: 'board';
        boardId: number;
        channelId: number;
        title: string;
        content: string;
        author: {
          memberId: number;
          nickname: string;
        };
        hidden: boolean;
        deleted: boolean;
        createdAt: string;
      }
    | {
        kind: 'comment';
        commentId: number;
        boardId: number;
        postTitle: string;
        content: string;
        author: {
          memberId: number;
          nickname: string;
        };
        hidden: boolean;
        deleted: boolean;
        createdAt: string;
      }
    | {
        kind: 'channel';
        channelId: number;
        channelName: string;
        owner: {
          memberId: number;
          nickname: string;
        };
      }
    | {
        kind: 'member';
        memberId: number;
        nickname: string;
        loginId: string;
      }
    | {
        kind: 'message';
        msgId: number;
        sender: {
          memberId: number;
          nickname: string;
        } | null;
        recipient: {
          memberId: number;
          nickname: string;
        };
        content: string;
        createdAt: string;
      }
    | {
        kind: 'gone';
      };
};
export type AdminReportDetailApiArg = {
  reportId: string;
};
export type AdminActionReportApiResponse = /** status 200 OK */ {
  reportId: number;
  brand: string;
  targetType: 'channel' | 'member' | 'board' | 'comment' | 'chat' | 'message';
  targetId: number;
  targetSeq: number | null;
  reason: number;
  status: 'received' | 'reviewing' | 'actioned' | 'dismissed';
  outcome: ('sanctioned' | 'taken-down' | 'content-hidden') | null;
  reporter: {
    memberId: number;
    nickname: string;
  };
  createdAt: string;
  decidedAt: string | null;
  content: string;
  attachments: {
    uploadId: string;
    url: string;
    fileName: string;
    contentType: string;
    sizeBytes: number;
  }[];
  decisionReason: string | null;
  reported:
    | {
        kind: 'chat';
        channelId: number;
        channelName: string;
        lines: {
          seq: number;
          memberId: number | null;
          nickname: string;
          kind: string;
          text: string;
          createdAt: string;
          reported: boolean;
        }[];
      }
    | {
        kind: 'board';
        boardId: number;
        channelId: number;
        title: string;
        content: string;
        author: {
          memberId: number;
          nickname: string;
        };
        hidden: boolean;
        deleted: boolean;
        createdAt: string;
      }
    | {
        kind: 'comment';
        commentId: number;
        boardId: number;
        postTitle: string;
        content: string;
        author: {
          memberId: number;
          nickname: string;
        };
        hidden: boolean;
        deleted: boolean;
        createdAt: string;
      }
    | {
        kind: 'channel';
        channelId: number;
        channelName: string;
        owner: {
          memberId: number;
          nickname: string;
        };
      }
    | {
        kind: 'member';
        memberId: number;
        nickname: string;
        loginId: string;
      }
    | {
        kind: 'message';
        msgId: number;
        sender: {
          memberId: number;
          nickname: string;
        } | null;
        recipient: {
          memberId: number;
          nickname: string;
        };
        content: string;
        createdAt: string;
      }
    | {
        kind: 'gone';
      };
};
export type AdminActionReportApiArg = {
  reportId: string;
  body: {
    outcome: 'sanctioned' | 'taken-down' | 'content-hidden';
    reason: string;
  };
};
export type AdminDismissReportApiResponse = /** status 200 OK */ {
  reportId: number;
  brand: string;
  targetType: 'channel' | 'member' | 'board' | 'comment' | 'chat' | 'message';
  targetId: number;
  targetSeq: number | null;
  reason: number;
  status: 'received' | 'reviewing' | 'actioned' | 'dismissed';
  outcome: ('sanctioned' | 'taken-down' | 'content-hidden') | null;
  reporter: {
    memberId: number;
    nickname: string;
  };
  createdAt: string;
  decidedAt: string | null;
  content: string;
  attachments: {
    uploadId: string;
    url: string;
    fileName: string;
    contentType: string;
    sizeBytes: number;
  }[];
  decisionReason: string | null;
  reported:
    | {
        kind: 'chat';
        channelId: number;
        channelName: string;
        lines: {
          seq: number;
          memberId: number | null;
          nickname: string;
          kind: string;
          text: string;
          createdAt: string;
          reported: boolean;
        }[];
      }
    | {
        kind: 'board';
        boardId: number;
        channelId: number;
        title: string;
        content: string;
        author: {
          memberId: number;
          nickname: string;
        };
        hidden: boolean;
        deleted: boolean;
        createdAt: string;
      }
    | {
        kind: 'comment';
        commentId: number;
        boardId: number;
        postTitle: string;
        content: string;
        author: {
          memberId: number;
          nickname: string;
        };
        hidden: boolean;
        deleted: boolean;
        createdAt: string;
      }
    | {
        kind: 'channel';
        channelId: number;
        channelName: string;
        owner: {
          memberId: number;
          nickname: string;
        };
      }
    | {
        kind: 'member';
        memberId: number;
        nickname: string;
        loginId: string;
      }
    | {
        kind: 'message';
        msgId: number;
        sender: {
          memberId: number;
          nickname: string;
        } | null;
        recipient: {
          memberId: number;
          nickname: string;
        };
        content: string;
        createdAt: string;
      }
    | {
        kind: 'gone';
      };
};
export type AdminDismissReportApiArg = {
  reportId: string;
  body: {
    reason: string;
  };
};
export type AdminHideReportedContentApiResponse = /** status 200 OK */ {
  reportId: number;
  brand: string;
  targetType: 'channel' | 'member' | 'board' | 'comment' | 'chat' | 'message';
  targetId: number;
  targetSeq: number | null;
  reason: number;
  status: 'received' | 'reviewing' | 'actioned' | 'dismissed';
  outcome: ('sanctioned' | 'taken-down' | 'content-hidden') | null;
  reporter: {
    memberId: number;
    nickname: string;
  };
  createdAt: string;
  decidedAt: string | null;
  content: string;
  attachments: {
    uploadId: string;
    url: string;
    fileName: string;
    contentType: string;
    sizeBytes: number;
  }[];
  decisionReason: string | null;
  reported:
    | {
        kind: 'chat';
        channelId: number;
        channelName: string;
        lines: {
          seq: number;
          memberId: number | null;
          nickname: string;
          kind: string;
          text: string;
          createdAt: string;
          reported: boolean;
        }[];
      }
    | {
        kind: 'board';
        boardId: number;
        channelId: number;
        title: string;
        content: string;
        author: {
          memberId: number;
          nickname: string;
        };
        hidden: boolean;
        deleted: boolean;
        createdAt: string;
      }
    | {
        kind: 'comment';
        commentId: number;
        boardId: number;
        postTitle: string;
        content: string;
        author: {
          memberId: number;
          nickname: string;
        };
        hidden: boolean;
        deleted: boolean;
        createdAt: string;
      }
    | {
        kind: 'channel';
        channelId: number;
        channelName: string;
        owner: {
          memberId: number;
          nickname: string;
        };
      }
    | {
        kind: 'member';
        memberId: number;
        nickname: string;
        loginId: string;
      }
    | {
        kind: 'message';
        msgId: number;
        sender: {
          memberId: number;
          nickname: string;
        } | null;
        recipient: {
          memberId: number;
          nickname: string;
        };
        content: string;
        createdAt: string;
      }
    | {
        kind: 'gone';
      };
};
export type AdminHideReportedContentApiArg = {
  reportId: string;
  body: {
    reason: string;
  };
};
export type AdminReviewReportApiResponse = /** status 200 OK */ {
  reportId: number;
  brand: string;
  targetType: 'channel' | 'member' | 'board' | 'comment' | 'chat' | 'message';
  targetId: number;
  targetSeq: number | null;
  reason: number;
  status: 'received' | 'reviewing' | 'actioned' | 'dismissed';
  outcome: ('sanctioned' | 'taken-down' | 'content-hidden') | null;
  reporter: {
    memberId: number;
    nickname: string;
  };
  createdAt: string;
  decidedAt: string | null;
  content: string;
  attachments: {
    uploadId: string;
    url: string;
    fileName: string;
    contentType: string;
    sizeBytes: number;
  }[];
  decisionReason: string | null;
  reported:
    | {
        kind: 'chat';
        channelId: number;
        channelName: string;
        lines: {
          seq: number;
          memberId: number | null;
          nickname: string;
          kind: string;
          text: string;
          createdAt: string;
          reported: boolean;
        }[];
      }
    | {
        kind: 'board';
        boardId: number;
        channelId: number;
        title: string;
        content: string;
        author: {
          memberId: number;
          nickname: string;
        };
        hidden: boolean;
        deleted: boolean;
        createdAt: string;
      }
    | {
        kind: 'comment';
        commentId: number;
        boardId: number;
        postTitle: string;
        content: string;
        author: {
          memberId: number;
          nickname: string;
        };
        hidden: boolean;
        deleted: boolean;
        createdAt: string;
      }
    | {
        kind: 'channel';
        channelId: number;
        channelName: string;
        owner: {
          memberId: number;
          nickname: string;
        };
      }
    | {
        kind: 'member';
        memberId: number;
        nickname: string;
        loginId: string;
      }
    | {
        kind: 'message';
        msgId: number;
        sender: {
          memberId: number;
          nickname: string;
        } | null;
        recipient: {
          memberId: number;
          nickname: string;
        };
        content: string;
        createdAt: string;
      }
    | {
        kind: 'gone';
      };
};
export type AdminReviewReportApiArg = {
  reportId: string;
};
export type AdminRulesDocumentVersionsApiResponse = /** status 200 OK */ {
  versions: {
    versionId: number;
    document: 'broadcast-rules' | 'viewer-rules' | 'service-rules' | 'privacy-rules';
    version: number;
    bodyKo: string;
    bodyEn: string | null;
    effectiveAt: string;
    state: 'scheduled' | 'current' | 'superseded';
    createdByStaffId: number;
    createdAt: string;
  }[];
};
export type AdminRulesDocumentVersionsApiArg = void;
export type AdminPublishRulesDocumentApiResponse = /** status 200 OK */ {
  versionId: number;
  document: 'broadcast-rules' | 'viewer-rules' | 'service-rules' | 'privacy-rules';
  version: number;
  bodyKo: string;
  bodyEn: string | null;
  effectiveAt: string;
  state: 'scheduled' | 'current' | 'superseded';
  createdByStaffId: number;
  createdAt: string;
};
export type AdminPublishRulesDocumentApiArg = {
  body: {
    document: 'broadcast-rules' | 'viewer-rules' | 'service-rules' | 'privacy-rules';
    bodyKo: string;
    bodyEn?: string | null;
    effectiveAt: string;
    reason: string;
  };
};
export type AdminSignInApiResponse = /** status 200 OK */ {
  id: number;
  login: string;
  displayName: string;
  role: 'super-admin' | 'moderator' | 'support' | 'finance' | 'content';
  brands: 'all' | ('onair' | 'bellcast' | 'mint' | 'nova')[];
  status: 'enrolling' | 'active' | 'disabled';
  createdAt: string;
  updatedAt: string;
};
export type AdminSignInApiArg = {
  body: {
    login: string;
    password: string;
    code: string;
  };
};
export type AdminSignOutApiResponse = /** status 200 OK */ {
  ok: true;
};
export type AdminSignOutApiArg = void;
export type AdminListStaffApiResponse = /** status 200 OK */ {
  items: {
    id: number;
    login: string;
    displayName: string;
    role: 'super-admin' | 'moderator' | 'support' | 'finance' | 'content';
    brands: 'all' | ('onair' | 'bellcast' | 'mint' | 'nova')[];
    status: 'enrolling' | 'active' | 'disabled';
    createdAt: string;
    updatedAt: string;
  }[];
  page: number;
  size: number;
  total: number;
};
export type AdminListStaffApiArg = {
  sort?: 'id' | 'login' | 'displayName' | 'role' | 'status' | 'createdAt';
  order?: 'asc' | 'desc';
  page?: number;
  size?: number;
};
export type AdminInviteStaffApiResponse = /** status 201 OK */ {
  staff: {
    id: number;
    login: string;
    displayName: string;
    role: 'super-admin' | 'moderator' | 'support' | 'finance' | 'content';
    brands: 'all' | ('onair' | 'bellcast' | 'mint' | 'nova')[];
    status: 'enrolling' | 'active' | 'disabled';
    createdAt: string;
    updatedAt: string;
  };
  password: string;
  otpauthUri: string;
};
export type AdminInviteStaffApiArg = {
  body: {
    login: string;
    displayName: string;
    role: 'super-admin' | 'moderator' | 'support' | 'finance' | 'content';
    brands: 'all' | ('onair' | 'bellcast' | 'mint' | 'nova')[];
    reason?: string;
  };
};
export type AdminChangeStaffApiResponse = /** status 200 OK */ {
  id: number;
  login: string;
  displayName: string;
  role: 'super-admin' | 'moderator' | 'support' | 'finance' | 'content';
  brands: 'all' | ('onair' | 'bellcast' | 'mint' | 'nova')[];
  status: 'enrolling' | 'active' | 'disabled';
  createdAt: string;
  updatedAt: string;
};
export type AdminChangeStaffApiArg = {
  staffId: string;
  body: {
    role?: 'super-admin' | 'moderator' | 'support' | 'finance' | 'content';
    brands?: 'all' | ('onair' | 'bellcast' | 'mint' | 'nova')[];
    reason?: string;
  };
};
export type AdminDisableStaffApiResponse = /** status 200 OK */ {
  id: number;
  login: string;
  displayName: string;
  role: 'super-admin' | 'moderator' | 'support' | 'finance' | 'content';
  brands: 'all' | ('onair' | 'bellcast' | 'mint' | 'nova')[];
  status: 'enrolling' | 'active' | 'disabled';
  createdAt: string;
  updatedAt: string;
};
export type AdminDisableStaffApiArg = {
  staffId: string;
  body: {
    reason?: string;
  };
};
export type AnsweredFieldError = {
  field: string;
  in: 'path' | 'query' | 'body' | 'header';
  message: string;
  key: string;
  params?: {
    [key: string]: string | number;
  };
};
export type ErrorBody = {
  statusCode: number;
  code: string;
  message: string;
  key: string;
  params?: {
    [key: string]: string | number;
  };
  errors?: AnsweredFieldError[];
};
