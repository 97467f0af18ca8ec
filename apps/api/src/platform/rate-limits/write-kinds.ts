import type { RouteContract } from '@onair/contracts';

/**
 * The kinds of write the API limits separately (docs/permissions.md, "Write limits"): each kind has
 * its own budget, shared by all its routes, so a burst of follows does not eat the budget for messages.
 */
export const WRITE_KINDS = ['signup', 'messages', 'posts', 'follows', 'reports', 'money', 'other'] as const;
export type WriteKind = (typeof WRITE_KINDS)[number];

/** Writes by operationId; every other POST, PUT, PATCH and DELETE is 'other'. */
const KIND_OF_OPERATION: Readonly<Record<string, Exclude<WriteKind, 'other'>>> = {
  signup: 'signup',
  oauthSignup: 'signup',
  kakaoSignupV3: 'signup',
  registerPartner: 'signup',
  mySendMessage: 'messages',
  boardWrite: 'posts',
  boardUpdate: 'posts',
  boardCommentWrite: 'posts',
  boardCommentUpdate: 'posts',
  createChannelNotice: 'posts',
  updateChannelNotice: 'posts',
  csInquiryWrite: 'posts',
  myFollow: 'follows',
  myUnfollow: 'follows',
  boardLike: 'follows',
  csDeclarationPost: 'reports',
  luvGift: 'money',
  luvPayment: 'money',
  flaxPayment: 'money',
  paymentsCancel: 'money',
  useCoupon: 'money',
  myItemUse: 'money',
  mySubscribe: 'money',
  myCancelRenewal: 'money',
  luvWithdraw: 'money',
  luvWithdrawCancel: 'money',
  exchangeApply: 'money',
};

/** The write kind of a route, or null for a read (GET), which is not limited here. */
export function writeKindOf(contract: Pick<RouteContract, 'method' | 'operationId'>): WriteKind | null {
  if (contract.method === 'GET') return null;
  return KIND_OF_OPERATION[contract.operationId] ?? 'other';
}

/** The operationIds the table names, so a test can check each still names a write route. */
export const NAMED_WRITE_OPERATIONS = Object.keys(KIND_OF_OPERATION);
