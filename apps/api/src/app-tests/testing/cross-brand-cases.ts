import { freshIdentity } from '../../modules/auth/testing/session-helpers';
import type { Callers, Foreign } from './cross-brand-world';
import { STREAM_CROSS_BRAND_CASES } from './cross-brand-stream-cases';

/** What each case has to work with: the home brand's callers and the other brand's things. */
export type World = { home: Callers; foreign: Foreign };

/** Who calls, signed in on the home brand: a member, an operator, or the owner of a channel there. */
export type Caller = 'member' | 'operator' | 'owner';

/** One request: path parameters, query and body (sent as the document says: JSON, form or multipart). */
export type CaseRequest = {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
};

/**
 * What the other brand's id must get. Every answer is compared with the answer to the same request
 * naming something that exists nowhere (the id replaced by `MISSING`), so another brand's id can
 * never be told from a missing one:
 * - 404 (the default): both are 404, alike;
 * - { status, why }: both are this documented refusal, alike;
 * - { sameAsMissing }: the route looks an id up for the asking brand and answers it whatever it
 *   finds (an ID check, a sign-in): the two answers are alike, whatever they are.
 */
export type CaseExpectation = 404 | { status: number; why: string } | { sameAsMissing: string };

export type CrossBrandCase = {
  as?: Caller;
  /** The requests, each with another brand's id in the field under test. */
  requests: (world: World) => CaseRequest[];
  expect?: CaseExpectation;
};

/** The stand-in for "exists nowhere", shaped like the other brand's value: an id no row has, a well-formed ID nobody took. */
export function missingLike(value: unknown, field: string): unknown {
  if (Array.isArray(value)) return value.map((item) => missingLike(item, field));
  if (typeof value === 'number') return 2_000_000_000;
  if (typeof value === 'string' && /^\d+$/.test(value)) return '2000000000';
  return field === 'orderId' ? 'ORD-nowhere00000' : 'nosuchid00000';
}

const lookedUpInBrand = (what: string) => ({
  sameAsMissing: `${what}: looked up within the asking brand, answered alike for another brand's member and a missing one`,
});
const signup = (recommendId: string) => ({
  ...freshIdentity(),
  password: 'mint7788!',
  agreements: { terms: true, privacy: true, marketing: false },
  recommendId,
});
const post = (extra: Record<string, unknown> = {}) => ({ category: 1, title: '제목', content: '내용', ...extra });

/**
 * Every id-taking field of the OpenAPI document, keyed "METHOD path in:name", with how to call it
 * with another brand's id. A field the document gains without an entry here or in
 * CROSS_BRAND_EXCEPTIONS fails the test.
 */
export const CROSS_BRAND_CASES: Record<string, CrossBrandCase> = {
  // Channels.
  'GET /api/cs/board-list query:channelId': {
    requests: ({ foreign }) => [{ query: { channelId: foreign.owner.channelId } }],
  },
  'PUT /api/cs/board-setting body:channelId': {
    as: 'operator',
    requests: ({ foreign }) => [{ body: { channelId: foreign.owner.channelId, writeAccess: 'owner' } }],
  },
  'GET /api/cs/board-setting-check query:channelId': {
    requests: ({ foreign }) => [{ query: { channelId: foreign.owner.channelId } }],
  },
  'POST /api/cs/board-write body:channelId': {
    requests: ({ foreign }) => [{ body: post({ channelId: foreign.owner.channelId }) }],
  },
  'PUT /api/cs/board-important/{channelId}/{boardId} path:channelId': {
    as: 'operator',
    requests: ({ foreign }) => [
      { params: { channelId: foreign.owner.channelId, boardId: foreign.boardId }, body: { important: true } },
    ],
  },
  'GET /api/guest/channel-profile/{channelId} path:channelId': {
    requests: ({ foreign }) => [{ params: { channelId: foreign.owner.channelId } }],
  },
  'GET /api/guest/channel-settings query:channelId': {
    requests: ({ foreign }) => [{ query: { channelId: foreign.owner.channelId } }],
  },
  'GET /api/guest/channel/{channelId} path:channelId': {
    requests: ({ foreign }) => [{ params: { channelId: foreign.owner.channelId } }],
  },
  'GET /api/guest/find-new-board query:channelId': {
    requests: ({ foreign }) => [{ query: { channelId: foreign.owner.channelId } }],
  },
  'GET /api/guest/channels/{channelId}/offline-suggestions path:channelId': {
    requests: ({ foreign }) => [{ params: { channelId: foreign.owner.channelId } }],
  },
  'GET /api/guest/follower-count query:channelId': {
    requests: ({ foreign }) => [{ query: { channelId: foreign.owner.channelId } }],
  },
  'GET /api/guest/member-card/{memberId} path:memberId': {
    requests: ({ foreign }) => [{ params: { memberId: foreign.fan.memberId } }],
  },
  'GET /api/guest/live-Auth query:channelId': {
    requests: ({ foreign }) => [{ query: { channelId: foreign.owner.channelId } }],
  },
  'POST /api/guest/live-Auth body:channelId': {
    requests: ({ foreign }) => [{ body: { channelId: foreign.owner.channelId } }],
  },
  'GET /api/guest/show-emoji query:channelId': {
    requests: ({ foreign }) => [{ query: { channelId: foreign.owner.channelId } }],
  },
  'GET /api/guest/subscriber-count query:channelId': {
    requests: ({ foreign }) => [{ query: { channelId: foreign.owner.channelId } }],
  },
  'POST /api/luv/gift body:channelId': {
    requests: ({ foreign }) => [
      { body: { channelId: foreign.owner.channelId, amount: 1000 } },
      { body: { channelId: foreign.owner.channelId, itemCode: 440, amount: 1 } },
    ],
  },
  'PUT /api/my/channel-live-title body:channelId': {
    as: 'operator',
    requests: ({ foreign }) => [{ body: { channelId: foreign.owner.channelId, liveTitle: '남의 방송' } }],
  },
  'POST /api/my/channel-notice body:channelId': {
    as: 'operator',
    requests: ({ foreign }) => [{ body: { channelId: foreign.owner.channelId, title: '공지', content: '내용' } }],
  },
  'GET /api/my/channel-notice-list query:channelId': {
    requests: ({ foreign }) => [{ query: { channelId: foreign.owner.channelId } }],
  },
  // As an operator, who runs every channel of the home brand: another brand's is not found all the same.
  'GET /api/my/channel-runs-check query:channelId': {
    as: 'operator',
    requests: ({ foreign }) => [{ query: { channelId: foreign.owner.channelId } }],
  },
  'PUT /api/my/channel-profile body:channelId': {
    as: 'operator',
    requests: ({ foreign }) => [{ body: { channelId: foreign.owner.channelId, name: '남의 채널' } }],
  },
  'PUT /api/my/channel-settings body:channelId': {
    as: 'operator',
    requests: ({ foreign }) => [{ body: { channelId: foreign.owner.channelId, broadcast: false } }],
  },
  'POST /api/my/follows body:channelId': {
    requests: ({ foreign }) => [{ body: { channelId: foreign.owner.channelId } }],
  },
  'DELETE /api/my/follows/{channelId} path:channelId': {
    requests: ({ foreign }) => [{ params: { channelId: foreign.owner.channelId } }],
  },
  'PUT /api/my/follows/{channelId}/notify path:channelId': {
    requests: ({ foreign }) => [{ params: { channelId: foreign.owner.channelId }, body: { notifyLive: false } }],
  },
  'POST /api/my/item-use body:channelId': {
    requests: ({ foreign }) => [{ body: { itemCode: 420, quantity: 1, channelId: foreign.owner.channelId } }],
  },
  'POST /api/my/streams/watch body:channelId': {
    requests: ({ foreign }) => [{ body: { channelId: foreign.owner.channelId } }],
  },
  'POST /api/my/subscriptions body:channelId': {
    requests: ({ foreign }) => [
      { body: { channelId: foreign.owner.channelId, plan: 'oneMonth' } },
      { body: { channelId: foreign.owner.channelId, plan: 'oneMonth', useTicket: true } },
    ],
  },
  'POST /v4/api/lives/live-board-check body:channelId': {
    requests: ({ foreign }) => [{ body: { channelId: foreign.owner.channelId } }],
  },

  // Board posts, comments and channel notices.
  'GET /api/cs/board-comment query:boardId': { requests: ({ foreign }) => [{ query: { boardId: foreign.boardId } }] },
  'POST /api/cs/board-comment body:boardId': {
    requests: ({ foreign }) => [{ body: { boardId: foreign.boardId, content: '댓글' } }],
  },
  // A reply on a post of the home brand to the other brand's comment.
  'POST /api/cs/board-comment body:parentCommentId': {
    requests: ({ home, foreign }) => [{ body: { boardId: home.boardId, content: '답글', parentCommentId: foreign.commentId } }],
  },
  'PUT /api/cs/board-comment/{commentId} path:commentId': {
    requests: ({ foreign }) => [{ params: { commentId: foreign.commentId }, body: { content: '고친 댓글' } }],
  },
  'DELETE /api/cs/board-comment/{commentId} path:commentId': {
    as: 'operator',
    requests: ({ foreign }) => [{ params: { commentId: foreign.commentId } }],
  },
  'DELETE /api/cs/board-delete/{id} path:id': {
    as: 'operator',
    requests: ({ foreign }) => [{ params: { id: foreign.boardId } }],
  },
  'GET /api/cs/board-detail query:boardId': { requests: ({ foreign }) => [{ query: { boardId: foreign.boardId } }] },
  'PUT /api/cs/board-important/{channelId}/{boardId} path:boardId': {
    as: 'owner',
    requests: ({ home, foreign }) => [
      { params: { channelId: home.owner.channelId, boardId: foreign.boardId }, body: { important: true } },
    ],
  },
  'POST /api/cs/board-like body:boardId': {
    requests: ({ foreign }) => [{ body: { boardId: foreign.boardId, liked: true } }],
  },
  'GET /api/cs/board-like-User/{id} path:id': { requests: ({ foreign }) => [{ params: { id: foreign.boardId } }] },
  'GET /api/cs/board-likeCount/{id} path:id': { requests: ({ foreign }) => [{ params: { id: foreign.boardId } }] },
  'PUT /api/cs/board-update body:boardId': {
    as: 'operator',
    requests: ({ foreign }) => [{ body: post({ boardId: foreign.boardId }) }],
  },
  'GET /api/my/channel-notice/{noticeId} path:noticeId': {
    requests: ({ foreign }) => [{ params: { noticeId: foreign.noticeId } }],
  },
  'PUT /api/my/channel-notice/{noticeId} path:noticeId': {
    as: 'operator',
    requests: ({ foreign }) => [
      { params: { noticeId: foreign.noticeId }, body: { title: '공지', content: '고친 내용' } },
    ],
  },
  'DELETE /api/my/channel-notice/{noticeId} path:noticeId': {
    as: 'operator',
    requests: ({ foreign }) => [{ params: { noticeId: foreign.noticeId } }],
  },

  // Members.
  'POST /api/auth/expire body:loginId': {
    requests: ({ foreign }) => [{ body: { loginId: foreign.fan.loginId, password: 'mint7788!' } }],
    expect: {
      status: 403,
      why: "names the caller's own account: any other ID, of any brand, is 403 잘못된 접근입니다. (docs/auth.md)",
    },
  },
  'GET /api/auth/signin/find query:loginId': {
    requests: ({ foreign }) => [
      { query: { loginId: foreign.fan.loginId, type: 'id' } },
      { query: { loginId: foreign.fan.loginId, type: 'password' } },
    ],
    expect: lookedUpInBrand('find ID / find password'),
  },
  'POST /api/auth/signin/find-password/confirm body:loginId': {
    requests: ({ foreign }) => [{ body: { loginId: foreign.fan.loginId, code: '123456' } }],
    expect: lookedUpInBrand('find password'),
  },
  'POST /api/auth/signup body:recommendId': {
    requests: ({ foreign }) => [{ body: signup(foreign.fan.loginId) }],
    expect: lookedUpInBrand('the recommender'),
  },
  'GET /api/guest/find-loginId/{id} path:id': {
    requests: ({ foreign }) => [{ params: { id: foreign.fan.loginId } }],
    expect: lookedUpInBrand('find ID'),
  },
  'GET /api/guest/findRecommender/{id} path:id': {
    requests: ({ foreign }) => [{ params: { id: foreign.fan.loginId } }],
    expect: lookedUpInBrand('the recommender'),
  },
  'GET /api/guest/loginId/{id} path:id': {
    requests: ({ foreign }) => [{ params: { id: foreign.fan.loginId } }],
    expect: lookedUpInBrand('the ID check (IDs are unique per brand, so it is free here)'),
  },
  'GET /api/guest/live-Auth query:viewerId': {
    requests: ({ home, foreign }) => [{ query: { channelId: home.owner.channelId, viewerId: foreign.fan.loginId } }],
    expect: lookedUpInBrand("who the page believes is watching, checked against the caller's session"),
  },
  'POST /api/guest/live-Auth body:viewerId': {
    requests: ({ home, foreign }) => [{ body: { channelId: home.owner.channelId, viewerId: foreign.fan.loginId } }],
    expect: lookedUpInBrand("who the page believes is watching, checked against the caller's session"),
  },
  'POST /api/my/messages body:loginId': {
    requests: ({ foreign }) => [{ body: { loginId: foreign.fan.loginId, content: '안녕하세요' } }],
  },
  'GET /api/my/messages/{msgId} path:msgId': { requests: ({ foreign }) => [{ params: { msgId: foreign.msgId } }] },
  'POST /api/my/messages/blocks body:targetId': {
    requests: ({ foreign }) => [{ body: { targetId: foreign.fan.loginId } }],
  },
  'DELETE /api/my/messages/blocks/{targetId} path:targetId': {
    requests: ({ foreign }) => [{ params: { targetId: foreign.fan.loginId } }],
    expect: {
      sameAsMissing:
        "removes the caller's own block of that ID on their brand, if any: ok whether or not there was one, and there is none of another brand",
    },
  },
  'POST /api/my/messages/delete body:msgIds': {
    requests: ({ foreign }) => [{ body: { msgIds: [foreign.msgId] } }],
    expect: {
      sameAsMissing:
        "deletes the caller's own copies among the ids and answers how many: another's message, of any brand, counts 0 as a missing one does",
    },
  },
  'POST /api/oauth/generate body:userId': {
    requests: ({ foreign }) => [{ body: { userId: foreign.fan.loginId } }],
    expect: lookedUpInBrand('the password reset'),
  },
  'PUT /api/oauth/password body:loginId': {
    requests: ({ foreign }) => [
      { body: { loginId: foreign.fan.loginId, authToken: 'not-a-token', password: 'mint7788!' } },
    ],
    expect: lookedUpInBrand('the password reset'),
  },
  'POST /v2/api/auth/signin body:loginId': {
    requests: ({ foreign }) => [{ body: { loginId: foreign.fan.loginId, password: 'mint7788!' } }],
    expect: lookedUpInBrand('sign-in (the same 401 as a wrong password)'),
  },

  // Reports, inquiries, orders, withdrawals, subscriptions, recordings and exchange events.
  'POST /api/cs/declaration-post body:targetId': {
    requests: ({ foreign }) =>
      (
        [
          ['channel', foreign.owner.channelId],
          ['member', foreign.fan.memberId],
          ['board', foreign.boardId],
          ['comment', foreign.commentId],
          ['chat', foreign.owner.channelId],
        ] as const
      ).map(([targetType, targetId]) => ({ body: { targetType, targetId, reason: 1, content: '신고합니다' } })),
  },
  'DELETE /api/cs/declaration-delete/{id} path:id': {
    requests: ({ foreign }) => [{ params: { id: foreign.declarationId } }],
  },
  'PUT /api/system/members/{memberId}/block path:memberId': {
    as: 'operator',
    requests: ({ foreign }) => [{ params: { memberId: foreign.fan.memberId }, body: { blocked: true } }],
  },
  'PUT /api/cs/inquiry-answer/{id} path:id': {
    as: 'operator',
    requests: ({ foreign }) => [{ params: { id: foreign.inquiryId }, body: { answer: '답변' } }],
  },
  'DELETE /api/cs/inquiry-delete/{id} path:id': { requests: ({ foreign }) => [{ params: { id: foreign.inquiryId } }] },
  'POST /api/shoppings/payments-cancel body:orderId': {
    requests: ({ foreign }) => [{ body: { orderId: foreign.orderId } }],
  },
  'GET /api/shoppings/payments/{orderId} path:orderId': {
    requests: ({ foreign }) => [{ params: { orderId: foreign.orderId } }],
  },
  'GET /v2/api/guest/payment-failure query:orderId': {
    requests: ({ foreign }) => [{ query: { orderId: foreign.orderId } }],
  },
  'POST /api/luv/withdraw-cancel body:withdrawId': {
    requests: ({ foreign }) => [{ body: { withdrawId: foreign.withdrawId } }],
  },
  'POST /api/luv/withdraw/{withdrawId}/complete path:withdrawId': {
    as: 'operator',
    requests: ({ foreign }) => [{ params: { withdrawId: foreign.withdrawId }, body: {} }],
  },
  'POST /api/luv/withdraw/{withdrawId}/reject path:withdrawId': {
    as: 'operator',
    requests: ({ foreign }) => [{ params: { withdrawId: foreign.withdrawId }, body: {} }],
  },
  'POST /api/luv/gifts/{giftId}/mistake-report path:giftId': {
    requests: ({ foreign }) => [{ params: { giftId: foreign.giftId } }],
  },
  'POST /api/my/subscriptions/{subscriptionId}/cancel-renewal path:subscriptionId': {
    requests: ({ foreign }) => [{ params: { subscriptionId: foreign.subscriptionId } }],
  },
  'GET /api/events/exchange/amount query:eventId': {
    requests: ({ foreign }) => [{ query: { eventId: foreign.eventId } }],
  },
  'GET /api/events/exchange/status query:eventId': {
    requests: ({ foreign }) => [{ query: { eventId: foreign.eventId } }],
    expect: {
      sameAsMissing:
        "answers { event: null } for an event that is not this brand's, as for a missing one (the event page then shows none); amount and apply are 404",
    },
  },
  'POST /api/events/exchange/apply body:eventId': {
    requests: ({ foreign }) => [{ body: { eventId: foreign.eventId, amountFrom: 1 } }],
  },
  // Recordings, clips, the studio and stream health: cross-brand-stream-cases.ts.
  ...STREAM_CROSS_BRAND_CASES,
};
