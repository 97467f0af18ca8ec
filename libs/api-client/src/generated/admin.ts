// Generated from libs/api-client/openapi.json by `npx nx run api-client:generate`. Do not edit.
import { lazyHook } from '../lazy-group';
import { adminEndpoints } from './admin-endpoints';

export * from './admin-endpoints';

export const useAdminSignInMutation = /* @__PURE__ */ lazyHook(adminEndpoints, 'useAdminSignInMutation');
export const useAdminEnrolMutation = /* @__PURE__ */ lazyHook(adminEndpoints, 'useAdminEnrolMutation');
export const useAdminSignOutMutation = /* @__PURE__ */ lazyHook(adminEndpoints, 'useAdminSignOutMutation');
export const useAdminMeQuery = /* @__PURE__ */ lazyHook(adminEndpoints, 'useAdminMeQuery');
export const useLazyAdminMeQuery = /* @__PURE__ */ lazyHook(adminEndpoints, 'useLazyAdminMeQuery');
export const useAdminListStaffQuery = /* @__PURE__ */ lazyHook(adminEndpoints, 'useAdminListStaffQuery');
export const useLazyAdminListStaffQuery = /* @__PURE__ */ lazyHook(adminEndpoints, 'useLazyAdminListStaffQuery');
export const useAdminInviteStaffMutation = /* @__PURE__ */ lazyHook(adminEndpoints, 'useAdminInviteStaffMutation');
export const useAdminChangeStaffMutation = /* @__PURE__ */ lazyHook(adminEndpoints, 'useAdminChangeStaffMutation');
export const useAdminDisableStaffMutation = /* @__PURE__ */ lazyHook(adminEndpoints, 'useAdminDisableStaffMutation');
export const useAdminAuditQuery = /* @__PURE__ */ lazyHook(adminEndpoints, 'useAdminAuditQuery');
export const useLazyAdminAuditQuery = /* @__PURE__ */ lazyHook(adminEndpoints, 'useLazyAdminAuditQuery');
export const useAdminSearchMembersQuery = /* @__PURE__ */ lazyHook(adminEndpoints, 'useAdminSearchMembersQuery');
export const useLazyAdminSearchMembersQuery = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useLazyAdminSearchMembersQuery',
);
export const useAdminMemberDetailQuery = /* @__PURE__ */ lazyHook(adminEndpoints, 'useAdminMemberDetailQuery');
export const useLazyAdminMemberDetailQuery = /* @__PURE__ */ lazyHook(adminEndpoints, 'useLazyAdminMemberDetailQuery');
export const useAdminMemberReportsQuery = /* @__PURE__ */ lazyHook(adminEndpoints, 'useAdminMemberReportsQuery');
export const useLazyAdminMemberReportsQuery = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useLazyAdminMemberReportsQuery',
);
export const useAdminMemberInquiriesQuery = /* @__PURE__ */ lazyHook(adminEndpoints, 'useAdminMemberInquiriesQuery');
export const useLazyAdminMemberInquiriesQuery = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useLazyAdminMemberInquiriesQuery',
);
export const useAdminMemberLedgerQuery = /* @__PURE__ */ lazyHook(adminEndpoints, 'useAdminMemberLedgerQuery');
export const useLazyAdminMemberLedgerQuery = /* @__PURE__ */ lazyHook(adminEndpoints, 'useLazyAdminMemberLedgerQuery');
export const useAdminSanctionMemberMutation = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useAdminSanctionMemberMutation',
);
export const useAdminLiftSanctionMutation = /* @__PURE__ */ lazyHook(adminEndpoints, 'useAdminLiftSanctionMutation');
export const useAdminSetUserTypeMutation = /* @__PURE__ */ lazyHook(adminEndpoints, 'useAdminSetUserTypeMutation');
export const useAdminLiveChannelsQuery = /* @__PURE__ */ lazyHook(adminEndpoints, 'useAdminLiveChannelsQuery');
export const useLazyAdminLiveChannelsQuery = /* @__PURE__ */ lazyHook(adminEndpoints, 'useLazyAdminLiveChannelsQuery');
export const useAdminEndBroadcastMutation = /* @__PURE__ */ lazyHook(adminEndpoints, 'useAdminEndBroadcastMutation');
export const useAdminRevokeStreamKeyMutation = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useAdminRevokeStreamKeyMutation',
);
export const useAdminSuspendChannelMutation = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useAdminSuspendChannelMutation',
);
export const useAdminLiftSuspensionMutation = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useAdminLiftSuspensionMutation',
);
export const useAdminChannelRecordingsQuery = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useAdminChannelRecordingsQuery',
);
export const useLazyAdminChannelRecordingsQuery = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useLazyAdminChannelRecordingsQuery',
);
export const useAdminSetRecordingHiddenMutation = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useAdminSetRecordingHiddenMutation',
);
export const useAdminDeleteRecordingMutation = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useAdminDeleteRecordingMutation',
);
export const useAdminListReportsQuery = /* @__PURE__ */ lazyHook(adminEndpoints, 'useAdminListReportsQuery');
export const useLazyAdminListReportsQuery = /* @__PURE__ */ lazyHook(adminEndpoints, 'useLazyAdminListReportsQuery');
export const useAdminReportDetailQuery = /* @__PURE__ */ lazyHook(adminEndpoints, 'useAdminReportDetailQuery');
export const useLazyAdminReportDetailQuery = /* @__PURE__ */ lazyHook(adminEndpoints, 'useLazyAdminReportDetailQuery');
export const useAdminReviewReportMutation = /* @__PURE__ */ lazyHook(adminEndpoints, 'useAdminReviewReportMutation');
export const useAdminDismissReportMutation = /* @__PURE__ */ lazyHook(adminEndpoints, 'useAdminDismissReportMutation');
export const useAdminHideReportedContentMutation = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useAdminHideReportedContentMutation',
);
export const useAdminActionReportMutation = /* @__PURE__ */ lazyHook(adminEndpoints, 'useAdminActionReportMutation');
export const useAdminListInquiriesQuery = /* @__PURE__ */ lazyHook(adminEndpoints, 'useAdminListInquiriesQuery');
export const useLazyAdminListInquiriesQuery = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useLazyAdminListInquiriesQuery',
);
export const useAdminAnswerInquiryMutation = /* @__PURE__ */ lazyHook(adminEndpoints, 'useAdminAnswerInquiryMutation');
export const useAdminAttachmentQuery = /* @__PURE__ */ lazyHook(adminEndpoints, 'useAdminAttachmentQuery');
export const useLazyAdminAttachmentQuery = /* @__PURE__ */ lazyHook(adminEndpoints, 'useLazyAdminAttachmentQuery');
export const useAdminListAccountChangesQuery = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useAdminListAccountChangesQuery',
);
export const useLazyAdminListAccountChangesQuery = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useLazyAdminListAccountChangesQuery',
);
export const useAdminApproveAccountChangeMutation = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useAdminApproveAccountChangeMutation',
);
export const useAdminRefuseAccountChangeMutation = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useAdminRefuseAccountChangeMutation',
);
export const useAdminListContentQuery = /* @__PURE__ */ lazyHook(adminEndpoints, 'useAdminListContentQuery');
export const useLazyAdminListContentQuery = /* @__PURE__ */ lazyHook(adminEndpoints, 'useLazyAdminListContentQuery');
export const useAdminCreateContentMutation = /* @__PURE__ */ lazyHook(adminEndpoints, 'useAdminCreateContentMutation');
export const useAdminUpdateContentMutation = /* @__PURE__ */ lazyHook(adminEndpoints, 'useAdminUpdateContentMutation');
export const useAdminRetireContentMutation = /* @__PURE__ */ lazyHook(adminEndpoints, 'useAdminRetireContentMutation');
export const useAdminPreviewContentQuery = /* @__PURE__ */ lazyHook(adminEndpoints, 'useAdminPreviewContentQuery');
export const useLazyAdminPreviewContentQuery = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useLazyAdminPreviewContentQuery',
);
export const useAdminListCouponBatchesQuery = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useAdminListCouponBatchesQuery',
);
export const useLazyAdminListCouponBatchesQuery = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useLazyAdminListCouponBatchesQuery',
);
export const useAdminCreateCouponBatchMutation = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useAdminCreateCouponBatchMutation',
);
export const useAdminCouponCodesQuery = /* @__PURE__ */ lazyHook(adminEndpoints, 'useAdminCouponCodesQuery');
export const useLazyAdminCouponCodesQuery = /* @__PURE__ */ lazyHook(adminEndpoints, 'useLazyAdminCouponCodesQuery');
export const useAdminCouponRedemptionsQuery = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useAdminCouponRedemptionsQuery',
);
export const useLazyAdminCouponRedemptionsQuery = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useLazyAdminCouponRedemptionsQuery',
);
export const useAdminDisableCouponBatchMutation = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useAdminDisableCouponBatchMutation',
);
export const useAdminListExchangeEventsQuery = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useAdminListExchangeEventsQuery',
);
export const useLazyAdminListExchangeEventsQuery = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useLazyAdminListExchangeEventsQuery',
);
export const useAdminCreateExchangeEventMutation = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useAdminCreateExchangeEventMutation',
);
export const useAdminExchangeApplicationsQuery = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useAdminExchangeApplicationsQuery',
);
export const useLazyAdminExchangeApplicationsQuery = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useLazyAdminExchangeApplicationsQuery',
);
export const useAdminEndExchangeEventMutation = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useAdminEndExchangeEventMutation',
);
export const useAdminMaintenanceWindowsQuery = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useAdminMaintenanceWindowsQuery',
);
export const useLazyAdminMaintenanceWindowsQuery = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useLazyAdminMaintenanceWindowsQuery',
);
export const useAdminScheduleMaintenanceMutation = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useAdminScheduleMaintenanceMutation',
);
export const useAdminEndMaintenanceMutation = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useAdminEndMaintenanceMutation',
);
export const useAdminRulesDocumentVersionsQuery = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useAdminRulesDocumentVersionsQuery',
);
export const useLazyAdminRulesDocumentVersionsQuery = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useLazyAdminRulesDocumentVersionsQuery',
);
export const useAdminPublishRulesDocumentMutation = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useAdminPublishRulesDocumentMutation',
);
export const useAdminListCategoriesQuery = /* @__PURE__ */ lazyHook(adminEndpoints, 'useAdminListCategoriesQuery');
export const useLazyAdminListCategoriesQuery = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useLazyAdminListCategoriesQuery',
);
export const useAdminCreateCategoryMutation = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useAdminCreateCategoryMutation',
);
export const useAdminUpdateCategoryMutation = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useAdminUpdateCategoryMutation',
);
export const useAdminDashboardQuery = /* @__PURE__ */ lazyHook(adminEndpoints, 'useAdminDashboardQuery');
export const useLazyAdminDashboardQuery = /* @__PURE__ */ lazyHook(adminEndpoints, 'useLazyAdminDashboardQuery');
export const useAdminBooksQuery = /* @__PURE__ */ lazyHook(adminEndpoints, 'useAdminBooksQuery');
export const useLazyAdminBooksQuery = /* @__PURE__ */ lazyHook(adminEndpoints, 'useLazyAdminBooksQuery');
export const useAdminCheckBooksMutation = /* @__PURE__ */ lazyHook(adminEndpoints, 'useAdminCheckBooksMutation');
export const useAdminListGiftReportsQuery = /* @__PURE__ */ lazyHook(adminEndpoints, 'useAdminListGiftReportsQuery');
export const useLazyAdminListGiftReportsQuery = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useLazyAdminListGiftReportsQuery',
);
export const useAdminReverseGiftReportMutation = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useAdminReverseGiftReportMutation',
);
export const useAdminRefuseGiftReportMutation = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useAdminRefuseGiftReportMutation',
);
export const useAdminListPaymentsQuery = /* @__PURE__ */ lazyHook(adminEndpoints, 'useAdminListPaymentsQuery');
export const useLazyAdminListPaymentsQuery = /* @__PURE__ */ lazyHook(adminEndpoints, 'useLazyAdminListPaymentsQuery');
export const useAdminPaymentDetailQuery = /* @__PURE__ */ lazyHook(adminEndpoints, 'useAdminPaymentDetailQuery');
export const useLazyAdminPaymentDetailQuery = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useLazyAdminPaymentDetailQuery',
);
export const useAdminRefundPaymentMutation = /* @__PURE__ */ lazyHook(adminEndpoints, 'useAdminRefundPaymentMutation');
export const useAdminPayoutQueueQuery = /* @__PURE__ */ lazyHook(adminEndpoints, 'useAdminPayoutQueueQuery');
export const useLazyAdminPayoutQueueQuery = /* @__PURE__ */ lazyHook(adminEndpoints, 'useLazyAdminPayoutQueueQuery');
export const useAdminPayoutBatchesQuery = /* @__PURE__ */ lazyHook(adminEndpoints, 'useAdminPayoutBatchesQuery');
export const useLazyAdminPayoutBatchesQuery = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useLazyAdminPayoutBatchesQuery',
);
export const useAdminApprovePayoutsMutation = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useAdminApprovePayoutsMutation',
);
export const useAdminPayoutTransferFileQuery = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useAdminPayoutTransferFileQuery',
);
export const useLazyAdminPayoutTransferFileQuery = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useLazyAdminPayoutTransferFileQuery',
);
export const useAdminPayPayoutBatchMutation = /* @__PURE__ */ lazyHook(
  adminEndpoints,
  'useAdminPayPayoutBatchMutation',
);
export const useAdminRejectPayoutMutation = /* @__PURE__ */ lazyHook(adminEndpoints, 'useAdminRejectPayoutMutation');
