import * as v from 'valibot';
import { Page, PageSize } from '../fields';
import { ADMIN_MESSAGES } from '../messages';
import { defineRoute } from '../route';
import { Attachment } from '../uploads';
import {
  ACCOUNT_CHANGE_STATUSES,
  DECLARATION_OUTCOMES,
  DECLARATION_STATUSES,
  DECLARATION_TARGETS,
  INQUIRY_STATUSES,
} from './cs';
import { IdParam, PageOf } from './money-fields';

/** A decision's reason: the reporter or the member reads it, so it is required and kept short. */
const DecisionReason = v.pipe(
  v.string(ADMIN_MESSAGES.reasonRequired),
  v.trim(),
  v.minLength(1, ADMIN_MESSAGES.reasonRequired),
  v.maxLength(500, ADMIN_MESSAGES.reasonRequired),
);

export const ReportQueueQuery = v.object({
  status: v.optional(v.picklist(DECLARATION_STATUSES)),
  targetType: v.optional(v.picklist(DECLARATION_TARGETS)),
  page: Page,
  size: PageSize(20),
});

export const ReportSummary = v.object({
  reportId: v.number(),
  brand: v.string(),
  targetType: v.picklist(DECLARATION_TARGETS),
  targetId: v.number(),
  /** The reported chat line's sequence number in the room (chat reports only). */
  targetSeq: v.nullable(v.number()),
  reason: v.number(),
  status: v.picklist(DECLARATION_STATUSES),
  outcome: v.nullable(v.picklist(DECLARATION_OUTCOMES)),
  reporter: v.object({ memberId: v.number(), nickname: v.string() }),
  createdAt: v.string(),
  decidedAt: v.nullable(v.string()),
});

export const ChatContextLine = v.object({
  seq: v.number(),
  memberId: v.nullable(v.number()),
  nickname: v.string(),
  kind: v.string(),
  text: v.string(),
  createdAt: v.string(),
  /** The line the report is about. */
  reported: v.boolean(),
});

/** The reported content where it lives, as a moderator needs to judge it. */
export const ReportedContent = v.variant('kind', [
  v.object({
    kind: v.literal('chat'),
    channelId: v.number(),
    channelName: v.string(),
    /** Up to 10 lines before and after the reported one, in the room's order. */
    lines: v.array(ChatContextLine),
  }),
  v.object({
    kind: v.literal('board'),
    boardId: v.number(),
    channelId: v.number(),
    title: v.string(),
    content: v.string(),
    author: v.object({ memberId: v.number(), nickname: v.string() }),
    hidden: v.boolean(),
    deleted: v.boolean(),
    createdAt: v.string(),
  }),
  v.object({
    kind: v.literal('comment'),
    commentId: v.number(),
    boardId: v.number(),
    postTitle: v.string(),
    content: v.string(),
    author: v.object({ memberId: v.number(), nickname: v.string() }),
    hidden: v.boolean(),
    deleted: v.boolean(),
    createdAt: v.string(),
  }),
  v.object({
    kind: v.literal('channel'),
    channelId: v.number(),
    channelName: v.string(),
    owner: v.object({ memberId: v.number(), nickname: v.string() }),
  }),
  v.object({
    kind: v.literal('member'),
    memberId: v.number(),
    nickname: v.string(),
    loginId: v.string(),
  }),
  v.object({
    kind: v.literal('message'),
    msgId: v.number(),
    sender: v.nullable(v.object({ memberId: v.number(), nickname: v.string() })),
    recipient: v.object({ memberId: v.number(), nickname: v.string() }),
    content: v.string(),
    createdAt: v.string(),
  }),
  v.object({ kind: v.literal('gone') }),
]);

export const ReportDetail = v.object({
  ...ReportSummary.entries,
  content: v.string(),
  attachments: v.array(Attachment),
  decisionReason: v.nullable(v.string()),
  reported: ReportedContent,
});
export type ReportDetail = v.InferOutput<typeof ReportDetail>;

export const InquiryQueueQuery = v.object({
  status: v.optional(v.picklist(INQUIRY_STATUSES)),
  page: Page,
  size: PageSize(20),
});

export const StaffInquiry = v.object({
  inquiryId: v.number(),
  brand: v.string(),
  member: v.object({ memberId: v.number(), nickname: v.string() }),
  category: v.number(),
  title: v.string(),
  content: v.string(),
  status: v.picklist(INQUIRY_STATUSES),
  answer: v.nullable(v.string()),
  attachments: v.array(Attachment),
  createdAt: v.string(),
  answeredAt: v.nullable(v.string()),
});

export const AccountChangeQueueQuery = v.object({
  status: v.optional(v.picklist(ACCOUNT_CHANGE_STATUSES)),
  page: Page,
  size: PageSize(20),
});

const BankAccount = v.object({ bank_code: v.string(), bank_account: v.string(), bank_holder_name: v.string() });

export const StaffAccountChange = v.object({
  requestId: v.number(),
  member: v.object({ memberId: v.number(), nickname: v.string() }),
  requested: BankAccount,
  /** The account payouts go to now (null: none registered). */
  current: v.nullable(BankAccount),
  status: v.picklist(ACCOUNT_CHANGE_STATUSES),
  bankbook: v.nullable(Attachment),
  decisionReason: v.nullable(v.string()),
  createdAt: v.string(),
  decidedAt: v.nullable(v.string()),
});

const ReportParams = v.object({ reportId: IdParam });
const InquiryParams = v.object({ inquiryId: IdParam });
const RequestParams = v.object({ requestId: IdParam });

export const adminReportRoutes = {
  listReports: defineRoute({
    method: 'GET',
    path: '/api/admin/reports',
    group: 'admin',
    operationId: 'adminListReports',
    summary: "Reports of the request's brand, oldest first, by state and target kind.",
    access: 'staff',
    query: ReportQueueQuery,
    response: PageOf(ReportSummary),
  }),
  reportDetail: defineRoute({
    method: 'GET',
    path: '/api/admin/reports/{reportId}',
    group: 'admin',
    operationId: 'adminReportDetail',
    summary: 'One report with the reported content in place (chat lines around a chat line, the post, the DM…).',
    access: 'staff',
    params: ReportParams,
    response: ReportDetail,
  }),
  reviewReport: defineRoute({
    method: 'POST',
    path: '/api/admin/reports/{reportId}/review',
    group: 'admin',
    operationId: 'adminReviewReport',
    summary: 'Takes a received report into review (the reporter can no longer withdraw it).',
    access: 'staff',
    params: ReportParams,
    response: ReportDetail,
  }),
  dismissReport: defineRoute({
    method: 'POST',
    path: '/api/admin/reports/{reportId}/dismiss',
    group: 'admin',
    operationId: 'adminDismissReport',
    summary: 'Dismisses an open report with a reason the reporter sees.',
    access: 'staff',
    params: ReportParams,
    body: v.object({ reason: DecisionReason }),
    response: ReportDetail,
  }),
  hideReportedContent: defineRoute({
    method: 'POST',
    path: '/api/admin/reports/{reportId}/hide',
    group: 'admin',
    operationId: 'adminHideReportedContent',
    summary: 'Hides the reported post or comment from members, with a note, and actions the report (content-hidden).',
    access: 'staff',
    params: ReportParams,
    body: v.object({ reason: DecisionReason }),
    response: ReportDetail,
  }),
  actionReport: defineRoute({
    method: 'POST',
    path: '/api/admin/reports/{reportId}/action',
    group: 'admin',
    operationId: 'adminActionReport',
    summary: 'Records what was done about an open report (sanctioned, taken down, content hidden) and why.',
    access: 'staff',
    params: ReportParams,
    body: v.object({ outcome: v.picklist(DECLARATION_OUTCOMES), reason: DecisionReason }),
    response: ReportDetail,
  }),
  listInquiries: defineRoute({
    method: 'GET',
    path: '/api/admin/inquiries',
    group: 'admin',
    operationId: 'adminListInquiries',
    summary: "Inquiries of the request's brand, oldest first, by state, with their attachments.",
    access: 'staff',
    query: InquiryQueueQuery,
    response: PageOf(StaffInquiry),
  }),
  answerInquiry: defineRoute({
    method: 'POST',
    path: '/api/admin/inquiries/{inquiryId}/answer',
    group: 'admin',
    operationId: 'adminAnswerInquiry',
    summary: 'Answers (or corrects the answer of) an inquiry; the member reads it in their inquiry list.',
    access: 'staff',
    params: InquiryParams,
    body: v.object({
      answer: v.pipe(
        v.string(ADMIN_MESSAGES.answerRequired),
        v.trim(),
        v.minLength(1, ADMIN_MESSAGES.answerRequired),
        v.maxLength(5000, ADMIN_MESSAGES.answerRequired),
      ),
    }),
    response: StaffInquiry,
  }),
  attachment: defineRoute({
    method: 'GET',
    path: '/api/admin/attachments/{uploadId}',
    group: 'admin',
    operationId: 'adminAttachment',
    summary: "The bytes of an inquiry, report or bankbook attachment of the request's brand (not JSON).",
    access: 'staff',
    params: v.object({ uploadId: v.pipe(v.string(), v.maxLength(64)) }),
    response: v.unknown(),
  }),
  listAccountChanges: defineRoute({
    method: 'GET',
    path: '/api/admin/account-changes',
    group: 'admin',
    operationId: 'adminListAccountChanges',
    summary: "Payout account change requests of the request's brand, oldest first, with the bankbook copy.",
    access: 'staff',
    query: AccountChangeQueueQuery,
    response: PageOf(StaffAccountChange),
  }),
  approveAccountChange: defineRoute({
    method: 'POST',
    path: '/api/admin/account-changes/{requestId}/approve',
    group: 'admin',
    operationId: 'adminApproveAccountChange',
    summary: "Approves a request: the member's payout account becomes the requested one (held 72 hours).",
    access: 'staff',
    params: RequestParams,
    body: v.object({ reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500)), '') }),
    response: StaffAccountChange,
  }),
  refuseAccountChange: defineRoute({
    method: 'POST',
    path: '/api/admin/account-changes/{requestId}/refuse',
    group: 'admin',
    operationId: 'adminRefuseAccountChange',
    summary: 'Refuses a request with a reason the member sees; the payout account stays as it was.',
    access: 'staff',
    params: RequestParams,
    body: v.object({ reason: DecisionReason }),
    response: StaffAccountChange,
  }),
};
