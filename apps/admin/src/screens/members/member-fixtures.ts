import type { adminApi } from '@onair/api-client';

type Detail = adminApi.AdminMemberDetailApiResponse;
type Member = Detail['member'];

/** A member as the console's routes answer one: an ordinary, unrestricted member unless told otherwise. */
export const memberOf = (overrides: Partial<Member> = {}): Member => ({
  memberId: 501,
  loginId: 'kimviewer',
  nickname: '김시청',
  userType: 'V',
  phone: '01012345678',
  identityStatus: 2,
  adult: true,
  foreigner: false,
  block: { active: false, until: null },
  chatBan: { active: false, until: null },
  createdAt: '2026-11-02T03:00:00.000Z',
  lastLoginAt: '2026-12-05T12:30:00.000Z',
  withdrawnAt: null,
  ...overrides,
});

/** A member page with one sanction and nothing else (reports and inquiries come from their own routes). */
export const detailOf = (member: Member = memberOf(), overrides: Partial<Detail> = {}): Detail => ({
  member,
  channel: { channelId: 77, name: '김시청의 방', isLive: false, followers: 12 },
  follows: 4,
  walletBalance: 1500,
  sanctions: [
    {
      id: 9,
      kind: 'chat-ban',
      reason: '욕설 반복',
      startsAt: '2026-11-20T00:00:00.000Z',
      endsAt: '2026-11-27T00:00:00.000Z',
      staffId: 3,
      liftedAt: null,
      liftedBy: null,
      liftReason: null,
      inForce: false,
    },
  ],
  ...overrides,
});

type Report = adminApi.AdminMemberReportsApiResponse['items'][number];

/** A report against the member as the paged route answers one. */
export const reportOf = (overrides: Partial<Report> = {}): Report => ({
  declarationId: 31,
  reporterMemberId: 600,
  targetType: 'member',
  targetId: 501,
  reason: 2,
  content: '채팅에서 욕설을 합니다',
  status: 'received',
  createdAt: '2026-12-01T09:00:00.000Z',
  ...overrides,
});

/** The member page's own lists: one report against the member, none by them, no inquiries. */
export const memberListRoutes = (memberId = 501) => ({
  [`GET /api/admin/members/${memberId}/reports`]: ({ url }: { url: URL }) => ({
    status: 200,
    body:
      url.searchParams.get('side') === 'by'
        ? { items: [], page: 1, size: 10, total: 0 }
        : { items: [reportOf()], page: 1, size: 10, total: 1 },
  }),
  [`GET /api/admin/members/${memberId}/inquiries`]: () => ({
    status: 200,
    body: { items: [], page: 1, size: 10, total: 0 },
  }),
});
