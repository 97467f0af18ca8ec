import type { csApi, guestApi, myApi } from '@onair/api-client';
import type { FakeRoute, SeenRequest } from '@onair/store/testing';
import { channelDetailOf } from './render-live';

export const OWNER_ID = 3;

/** A channel's profile as GET /api/guest/channel-profile/{channelId} answers it. */
export function profileOf(
  overrides: Partial<guestApi.GuestChannelProfileApiResponse> = {},
): guestApi.GuestChannelProfileApiResponse {
  return {
    channelId: 1,
    name: '온에어 공식 채널',
    description: '온에어의 새 소식과 이벤트를 가장 먼저 전해드려요.',
    profileImageUrl: null,
    bannerImageUrl: '/api/uploads/banner-1',
    ownerMemberId: OWNER_ID,
    ownerNickname: '온에어지기',
    followerCount: 120,
    isLive: false,
    ...overrides,
  };
}

type Notice = myApi.GetChannelNoticeApiResponse;
type Post = csApi.BoardDetailApiResponse;
type BoardSettings = csApi.BoardSettingCheckApiResponse;
type BoardComment = csApi.BoardCommentListApiResponse['items'][number];

export function noticeOf(overrides: Partial<Notice> = {}): Notice {
  return {
    noticeId: 11,
    channelId: 1,
    authorMemberId: OWNER_ID,
    authorNickname: '온에어지기',
    title: '이번 주 방송 일정 안내',
    content: '월, 수, 금 저녁 8시에 방송합니다.',
    important: false,
    images: [],
    createdAt: '2025-08-10T11:00:00.000Z',
    updatedAt: '2025-08-10T11:00:00.000Z',
    ...overrides,
  };
}

export function postOf(overrides: Partial<Post> = {}): Post {
  return {
    boardId: 21,
    channelId: 1,
    category: 1,
    title: '어제 방송 최고였어요',
    authorMemberId: 8,
    authorNickname: '열혈시청자',
    important: false,
    likeCount: 4,
    commentCount: 0,
    viewCount: 30,
    imageCount: 0,
    createdAt: '2025-08-11T12:00:00.000Z',
    content: '다음 방송도 기대할게요!',
    images: [],
    updatedAt: '2025-08-11T12:00:00.000Z',
    liked: false,
    canEdit: false,
    canDelete: false,
    ...overrides,
  };
}

/** A comment on post 21, by the signed-in member (7, 라이브팬) when `mine`, else by 열혈시청자 (8). */
export function commentOf(
  commentId: number,
  content: string,
  mine: boolean,
  overrides: Partial<BoardComment> = {},
): BoardComment {
  return {
    commentId,
    boardId: 21,
    authorMemberId: mine ? 7 : 8,
    authorNickname: mine ? '라이브팬' : '열혈시청자',
    content,
    createdAt: '2025-08-11T13:00:00.000Z',
    edited: false,
    canEdit: mine,
    canDelete: mine,
    ...overrides,
  };
}

export function boardSettingsOf(overrides: Partial<BoardSettings> = {}): BoardSettings {
  return {
    channelId: 1,
    writeAccess: 'all',
    commentsEnabled: true,
    canWrite: true,
    canComment: true,
    runsChannel: false,
    ...overrides,
  };
}

/** GET /api/my/channel-runs-check's answer: whether the viewer runs channel 1. */
export const runsCheckOf = (runsChannel: boolean): myApi.ChannelRunsCheckApiResponse => ({ channelId: 1, runsChannel });

export const pageOf = <T>(items: T[], total = items.length, page = 1, size = 10) => ({ items, page, size, total });

/** The calls every channel page makes, answered for channel 1 (override any of them). */
export function channelApi(extra: Record<string, FakeRoute> = {}) {
  const ok = (body: unknown) => () => ({ status: 200, body });
  return {
    'GET /api/guest/channel-profile/1': ok(profileOf()),
    'GET /api/guest/channel/1': ok(channelDetailOf({ isLive: false, followerCount: 120, following: false })),
    'GET /api/cs/board-setting-check': ok(boardSettingsOf()),
    'GET /api/my/channel-runs-check': ok(runsCheckOf(false)),
    'GET /api/my/channel-notice-list': ok(pageOf([])),
    'GET /api/cs/board-list': ok(pageOf([])),
    ...extra,
  };
}

/** The last request the fake API saw for this method and path; fails the test when there was none. */
export function sentTo(seen: SeenRequest[], method: string, path: string): SeenRequest {
  const request = seen.filter((entry) => entry.method === method && entry.path === path).at(-1);
  if (!request) throw new Error(`no ${method} ${path} was sent`);
  return request;
}
