// Generated from libs/api-client/openapi.json by `npx nx run api-client:generate`. Do not edit.
import { baseApi as api } from '../base-api';
import { lazyGroup, lazyHook } from '../lazy-group';
const injectedRtkApi = /* @__PURE__ */ lazyGroup(() =>
  api.injectEndpoints({
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
            page: queryArg.page,
            size: queryArg.size,
          },
        }),
      }),
      adminEnrol: build.mutation<AdminEnrolApiResponse, AdminEnrolApiArg>({
        query: (queryArg) => ({ url: `/api/admin/enrolment`, method: 'POST', body: queryArg.body }),
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
      adminMemberLedger: build.query<AdminMemberLedgerApiResponse, AdminMemberLedgerApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/members/${encodeURIComponent(String(queryArg.memberId))}/ledger`,
          params: {
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
  }),
);
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
  page?: number;
  size?: number;
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
  reportsAgainst: {
    declarationId: number;
    reporterMemberId: number;
    targetType: string;
    targetId: number;
    reason: number;
    content: string;
    status: string;
    createdAt: string;
  }[];
  reportsBy: {
    declarationId: number;
    reporterMemberId: number;
    targetType: string;
    targetId: number;
    reason: number;
    content: string;
    status: string;
    createdAt: string;
  }[];
  inquiries: {
    inquiryId: number;
    category: number;
    title: string;
    status: string;
    createdAt: string;
    answeredAt: string | null;
  }[];
};
export type AdminMemberDetailApiArg = {
  memberId: string;
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
export const useAdminListAccountChangesQuery = /* @__PURE__ */ lazyHook(
  injectedRtkApi,
  'useAdminListAccountChangesQuery',
);
export const useLazyAdminListAccountChangesQuery = /* @__PURE__ */ lazyHook(
  injectedRtkApi,
  'useLazyAdminListAccountChangesQuery',
);
export const useAdminApproveAccountChangeMutation = /* @__PURE__ */ lazyHook(
  injectedRtkApi,
  'useAdminApproveAccountChangeMutation',
);
export const useAdminRefuseAccountChangeMutation = /* @__PURE__ */ lazyHook(
  injectedRtkApi,
  'useAdminRefuseAccountChangeMutation',
);
export const useAdminAttachmentQuery = /* @__PURE__ */ lazyHook(injectedRtkApi, 'useAdminAttachmentQuery');
export const useLazyAdminAttachmentQuery = /* @__PURE__ */ lazyHook(injectedRtkApi, 'useLazyAdminAttachmentQuery');
export const useAdminAuditQuery = /* @__PURE__ */ lazyHook(injectedRtkApi, 'useAdminAuditQuery');
export const useLazyAdminAuditQuery = /* @__PURE__ */ lazyHook(injectedRtkApi, 'useLazyAdminAuditQuery');
export const useAdminEnrolMutation = /* @__PURE__ */ lazyHook(injectedRtkApi, 'useAdminEnrolMutation');
export const useAdminListInquiriesQuery = /* @__PURE__ */ lazyHook(injectedRtkApi, 'useAdminListInquiriesQuery');
export const useLazyAdminListInquiriesQuery = /* @__PURE__ */ lazyHook(
  injectedRtkApi,
  'useLazyAdminListInquiriesQuery',
);
export const useAdminAnswerInquiryMutation = /* @__PURE__ */ lazyHook(injectedRtkApi, 'useAdminAnswerInquiryMutation');
export const useAdminLiveChannelsQuery = /* @__PURE__ */ lazyHook(injectedRtkApi, 'useAdminLiveChannelsQuery');
export const useLazyAdminLiveChannelsQuery = /* @__PURE__ */ lazyHook(injectedRtkApi, 'useLazyAdminLiveChannelsQuery');
export const useAdminEndBroadcastMutation = /* @__PURE__ */ lazyHook(injectedRtkApi, 'useAdminEndBroadcastMutation');
export const useAdminLiftSuspensionMutation = /* @__PURE__ */ lazyHook(
  injectedRtkApi,
  'useAdminLiftSuspensionMutation',
);
export const useAdminRevokeStreamKeyMutation = /* @__PURE__ */ lazyHook(
  injectedRtkApi,
  'useAdminRevokeStreamKeyMutation',
);
export const useAdminSuspendChannelMutation = /* @__PURE__ */ lazyHook(
  injectedRtkApi,
  'useAdminSuspendChannelMutation',
);
export const useAdminMeQuery = /* @__PURE__ */ lazyHook(injectedRtkApi, 'useAdminMeQuery');
export const useLazyAdminMeQuery = /* @__PURE__ */ lazyHook(injectedRtkApi, 'useLazyAdminMeQuery');
export const useAdminSearchMembersQuery = /* @__PURE__ */ lazyHook(injectedRtkApi, 'useAdminSearchMembersQuery');
export const useLazyAdminSearchMembersQuery = /* @__PURE__ */ lazyHook(
  injectedRtkApi,
  'useLazyAdminSearchMembersQuery',
);
export const useAdminMemberDetailQuery = /* @__PURE__ */ lazyHook(injectedRtkApi, 'useAdminMemberDetailQuery');
export const useLazyAdminMemberDetailQuery = /* @__PURE__ */ lazyHook(injectedRtkApi, 'useLazyAdminMemberDetailQuery');
export const useAdminMemberLedgerQuery = /* @__PURE__ */ lazyHook(injectedRtkApi, 'useAdminMemberLedgerQuery');
export const useLazyAdminMemberLedgerQuery = /* @__PURE__ */ lazyHook(injectedRtkApi, 'useLazyAdminMemberLedgerQuery');
export const useAdminSanctionMemberMutation = /* @__PURE__ */ lazyHook(
  injectedRtkApi,
  'useAdminSanctionMemberMutation',
);
export const useAdminLiftSanctionMutation = /* @__PURE__ */ lazyHook(injectedRtkApi, 'useAdminLiftSanctionMutation');
export const useAdminSetUserTypeMutation = /* @__PURE__ */ lazyHook(injectedRtkApi, 'useAdminSetUserTypeMutation');
export const useAdminPayoutBatchesQuery = /* @__PURE__ */ lazyHook(injectedRtkApi, 'useAdminPayoutBatchesQuery');
export const useLazyAdminPayoutBatchesQuery = /* @__PURE__ */ lazyHook(
  injectedRtkApi,
  'useLazyAdminPayoutBatchesQuery',
);
export const useAdminApprovePayoutsMutation = /* @__PURE__ */ lazyHook(
  injectedRtkApi,
  'useAdminApprovePayoutsMutation',
);
export const useAdminPayPayoutBatchMutation = /* @__PURE__ */ lazyHook(
  injectedRtkApi,
  'useAdminPayPayoutBatchMutation',
);
export const useAdminPayoutTransferFileQuery = /* @__PURE__ */ lazyHook(
  injectedRtkApi,
  'useAdminPayoutTransferFileQuery',
);
export const useLazyAdminPayoutTransferFileQuery = /* @__PURE__ */ lazyHook(
  injectedRtkApi,
  'useLazyAdminPayoutTransferFileQuery',
);
export const useAdminPayoutQueueQuery = /* @__PURE__ */ lazyHook(injectedRtkApi, 'useAdminPayoutQueueQuery');
export const useLazyAdminPayoutQueueQuery = /* @__PURE__ */ lazyHook(injectedRtkApi, 'useLazyAdminPayoutQueueQuery');
export const useAdminRejectPayoutMutation = /* @__PURE__ */ lazyHook(injectedRtkApi, 'useAdminRejectPayoutMutation');
export const useAdminListReportsQuery = /* @__PURE__ */ lazyHook(injectedRtkApi, 'useAdminListReportsQuery');
export const useLazyAdminListReportsQuery = /* @__PURE__ */ lazyHook(injectedRtkApi, 'useLazyAdminListReportsQuery');
export const useAdminReportDetailQuery = /* @__PURE__ */ lazyHook(injectedRtkApi, 'useAdminReportDetailQuery');
export const useLazyAdminReportDetailQuery = /* @__PURE__ */ lazyHook(injectedRtkApi, 'useLazyAdminReportDetailQuery');
export const useAdminActionReportMutation = /* @__PURE__ */ lazyHook(injectedRtkApi, 'useAdminActionReportMutation');
export const useAdminDismissReportMutation = /* @__PURE__ */ lazyHook(injectedRtkApi, 'useAdminDismissReportMutation');
export const useAdminHideReportedContentMutation = /* @__PURE__ */ lazyHook(
  injectedRtkApi,
  'useAdminHideReportedContentMutation',
);
export const useAdminReviewReportMutation = /* @__PURE__ */ lazyHook(injectedRtkApi, 'useAdminReviewReportMutation');
export const useAdminSignInMutation = /* @__PURE__ */ lazyHook(injectedRtkApi, 'useAdminSignInMutation');
export const useAdminSignOutMutation = /* @__PURE__ */ lazyHook(injectedRtkApi, 'useAdminSignOutMutation');
export const useAdminListStaffQuery = /* @__PURE__ */ lazyHook(injectedRtkApi, 'useAdminListStaffQuery');
export const useLazyAdminListStaffQuery = /* @__PURE__ */ lazyHook(injectedRtkApi, 'useLazyAdminListStaffQuery');
export const useAdminInviteStaffMutation = /* @__PURE__ */ lazyHook(injectedRtkApi, 'useAdminInviteStaffMutation');
export const useAdminChangeStaffMutation = /* @__PURE__ */ lazyHook(injectedRtkApi, 'useAdminChangeStaffMutation');
export const useAdminDisableStaffMutation = /* @__PURE__ */ lazyHook(injectedRtkApi, 'useAdminDisableStaffMutation');
