import * as v from 'valibot';
import { defineRoute } from '../route';
import { Page, PageSize } from '../fields';
import { PAGE_SIZES } from '../limits';
import { BANKS } from '../catalog';
import { Attachment } from '../uploads';
import { CS_MESSAGES } from '../messages';

export const CS_CODES = {
  inquiryNotFound: 'INQUIRY_NOT_FOUND',
  inquiryAnswered: 'INQUIRY_ANSWERED',
  declarationNotFound: 'DECLARATION_NOT_FOUND',
  targetNotFound: 'DECLARATION_TARGET_NOT_FOUND',
  declarationInReview: 'DECLARATION_IN_REVIEW',
} as const;

/** 1 account, 2 payment, 3 broadcast, 4 bug, 5 other. */
export const INQUIRY_CATEGORIES = [1, 2, 3, 4, 5] as const;
/** 1 abuse, 2 obscene, 3 spam or ads, 4 fraud, 5 copyright, 6 other. */
export const DECLARATION_REASONS = [1, 2, 3, 4, 5, 6] as const;
/** chat: targetId is the room (channel) and targetSeq the line; message: a direct message (msgId). */
export const DECLARATION_TARGETS = ['channel', 'member', 'board', 'comment', 'chat', 'message'] as const;
export const INQUIRY_STATUSES = ['waiting', 'answered'] as const;
export const DECLARATION_STATUSES = ['received', 'reviewing', 'actioned', 'dismissed'] as const;
/** What an actioned report led to (docs/cs.md, "Reports"). */
export const DECLARATION_OUTCOMES = ['sanctioned', 'taken-down', 'content-hidden'] as const;
export const ACCOUNT_CHANGE_STATUSES = ['requested', 'approved', 'rejected'] as const;

const trimmed = (max: number, message: string) =>
  v.pipe(v.string(message), v.trim(), v.minLength(1, message), v.maxLength(max, message));
const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
/** A numbered choice 1..max; a number schema, so a multipart field's "2" is converted first. */
const choice = (max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(max, message));
const Deleted = v.object({ msg: v.literal('ok') });
const paged = <T extends v.GenericSchema>(item: T) => v.object({ items: v.array(item), page: v.number(), size: v.number(), total: v.number() });
const PageQuery = v.object({ page: Page, size: PageSize(PAGE_SIZES.items) });

export const CsNotice = v.object({
  noticeId: v.number(),
  title: v.string(),
  content: v.string(),
  important: v.boolean(),
  createdAt: v.string(),
});
export const CsNoticePage = paged(CsNotice);

export const InquirySummary = v.object({
  inquiryId: v.number(),
  category: v.number(),
  title: v.string(),
  status: v.picklist(INQUIRY_STATUSES),
  createdAt: v.string(),
  answeredAt: v.nullable(v.string()),
});
export const Inquiry = v.object({
  ...InquirySummary.entries,
  content: v.string(),
  answer: v.nullable(v.string()),
  attachments: v.array(Attachment),
});
export type Inquiry = v.InferOutput<typeof Inquiry>;

export const Declaration = v.object({
  declarationId: v.number(),
  targetType: v.picklist(DECLARATION_TARGETS),
  targetId: v.number(),
  reason: v.number(),
  content: v.string(),
  status: v.picklist(DECLARATION_STATUSES),
  /** Set once actioned; with decisionReason, what the reporter is told. */
  outcome: v.nullable(v.picklist(DECLARATION_OUTCOMES)),
  decisionReason: v.nullable(v.string()),
  decidedAt: v.nullable(v.string()),
  attachments: v.array(Attachment),
  createdAt: v.string(),
});
export type Declaration = v.InferOutput<typeof Declaration>;

export const AccountChange = v.object({
  requestId: v.number(),
  bank_code: v.string(),
  bank_name: v.string(),
  bank_account: v.string(),
  bank_holder_name: v.string(),
  status: v.picklist(ACCOUNT_CHANGE_STATUSES),
  bankbook: v.nullable(Attachment),
  /** The operator's reason when refused (or note when approved). */
  decisionReason: v.nullable(v.string()),
  createdAt: v.string(),
  decidedAt: v.nullable(v.string()),
});

const noticeList = (path: string, operationId: string, summary: string) =>
  defineRoute({ method: 'GET', path, group: 'cs', operationId, summary, access: 'public', query: PageQuery, response: CsNoticePage });

export const csRoutes = {
  noticeList: noticeList('/api/cs/notice-list', 'csNoticeList', "Service notices for every brand and the request's brand, pinned (important) first, newest first."),
  developNoticeList: noticeList('/api/cs/develop-notice-list', 'csDevelopNoticeList', 'Development and release notes, pinned first, newest first.'),
  guideList: noticeList('/api/cs/guide-list', 'csGuideList', 'How-to guides, pinned first, newest first.'),
  inquiryWrite: defineRoute({
    method: 'POST',
    path: '/api/cs/inquiry-write',
    group: 'cs',
    operationId: 'csInquiryWrite',
    summary: 'Asks customer service a question, with up to 3 attachments (images or PDF).',
    access: 'member',
    bodyType: 'multipart',
    body: v.object({
      category: choice(INQUIRY_CATEGORIES.length, CS_MESSAGES.category),
      title: trimmed(100, CS_MESSAGES.title),
      content: trimmed(5000, CS_MESSAGES.content),
    }),
    files: [{ name: 'attachment', accept: 'attachment', maxCount: 3, purpose: 'inquiry-attachment' }],
    response: Inquiry,
    status: 201,
  }),
  inquiryList: defineRoute({
    method: 'GET',
    path: '/api/cs/inquiry-list',
    group: 'cs',
    operationId: 'csInquiryList',
    summary: "The member's own inquiries, newest first.",
    access: 'member',
    query: PageQuery,
    response: paged(InquirySummary),
  }),
  inquiryListV2: defineRoute({
    method: 'GET',
    path: '/v2/api/cs/inquiry-list',
    group: 'cs',
    operationId: 'csInquiryListV2',
    summary: "The member's own inquiries with their content, answer and attachments, newest first.",
    access: 'member',
    query: PageQuery,
    response: paged(Inquiry),
  }),
  inquiryDelete: defineRoute({
    method: 'DELETE',
    path: '/api/cs/inquiry-delete/{id}',
    group: 'cs',
    operationId: 'csInquiryDelete',
    summary: 'Deletes one of the member\'s inquiries while it waits for an answer.',
    access: 'member',
    params: v.object({ id: Id }),
    response: Deleted,
  }),
  inquiryAnswer: defineRoute({
    method: 'PUT',
    path: '/api/cs/inquiry-answer/{id}',
    group: 'cs',
    operationId: 'csInquiryAnswer',
    summary: 'An operator (user type O) answers an inquiry, or corrects the answer.',
    access: 'member',
    params: v.object({ id: Id }),
    body: v.object({ answer: trimmed(5000, CS_MESSAGES.answer) }),
    response: Inquiry,
  }),
  declarationPost: defineRoute({
    method: 'POST',
    path: '/api/cs/declaration-post',
    group: 'cs',
    operationId: 'csDeclarationPost',
    summary: 'Reports a channel, member, board post, comment, chat line or direct message, with up to 3 image or PDF attachments.',
    access: 'member',
    bodyType: 'multipart',
    body: v.object({
      targetType: v.picklist(DECLARATION_TARGETS, CS_MESSAGES.targetType),
      targetId: v.pipe(v.number(CS_MESSAGES.targetId), v.integer(CS_MESSAGES.targetId), v.minValue(1, CS_MESSAGES.targetId)),
      /** The chat line's sequence number, for a chat report (targetId is then its room). */
      targetSeq: v.optional(
        v.pipe(
          v.number(CS_MESSAGES.targetId),
          v.integer(CS_MESSAGES.targetId),
          v.minValue(1, CS_MESSAGES.targetId),
          v.maxValue(Number.MAX_SAFE_INTEGER, CS_MESSAGES.targetId),
        ),
      ),
      reason: choice(DECLARATION_REASONS.length, CS_MESSAGES.reason),
      content: trimmed(2000, CS_MESSAGES.content),
    }),
    files: [{ name: 'attachments', accept: 'attachment', maxCount: 3, purpose: 'declaration-attachment' }],
    response: Declaration,
    status: 201,
  }),
  declarationList: defineRoute({
    method: 'GET',
    path: '/api/cs/declaration-list',
    group: 'cs',
    operationId: 'csDeclarationList',
    summary: "The member's own reports, newest first.",
    access: 'member',
    query: PageQuery,
    response: paged(Declaration),
  }),
  declarationDelete: defineRoute({
    method: 'DELETE',
    path: '/api/cs/declaration-delete/{id}',
    group: 'cs',
    operationId: 'csDeclarationDelete',
    summary: 'Withdraws one of the member\'s reports while it is only received.',
    access: 'member',
    params: v.object({ id: Id }),
    response: Deleted,
  }),
  accountChange: defineRoute({
    method: 'POST',
    path: '/api/cs/accountChange',
    group: 'cs',
    operationId: 'csAccountChange',
    summary: 'Asks to change the settlement bank account, with a bankbook copy an operator checks first.',
    access: 'member',
    bodyType: 'multipart',
    body: v.object({
      bank_code: v.picklist(
        BANKS.map((bank) => bank.code),
        CS_MESSAGES.bankCode,
      ),
      bank_account: v.pipe(v.string(CS_MESSAGES.bankAccount), v.trim(), v.regex(/^\d{10,16}$/, CS_MESSAGES.bankAccount)),
      bank_holder_name: trimmed(40, CS_MESSAGES.bankHolderName),
    }),
    files: [{ name: 'bankbook', accept: 'image', maxCount: 1, required: true, purpose: 'bankbook' }],
    response: AccountChange,
    status: 201,
  }),
  accountChangeLatest: defineRoute({
    method: 'GET',
    path: '/api/cs/accountChange',
    group: 'cs',
    operationId: 'csAccountChangeLatest',
    summary: "The member's latest account change request, or null.",
    access: 'member',
    response: v.nullable(AccountChange),
  }),
};
