// Generated from libs/api-client/openapi.json by `npx nx run api-client:generate`. Do not edit.
import { lazyApi as api } from '../lazy-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    homeBanners: build.query<HomeBannersApiResponse, HomeBannersApiArg>({
      query: (queryArg) => ({
        url: `/api/guest/banners`,
        params: {
          lang: queryArg.lang,
        },
      }),
    }),
    homeBannersNewstyle: build.query<HomeBannersNewstyleApiResponse, HomeBannersNewstyleApiArg>({
      query: (queryArg) => ({
        url: `/api/guest/banners-newstyle`,
        params: {
          lang: queryArg.lang,
        },
      }),
    }),
    browseLive: build.query<BrowseLiveApiResponse, BrowseLiveApiArg>({
      query: (queryArg) => ({
        url: `/api/guest/browse`,
        params: {
          category: queryArg.category,
          tag: queryArg.tag,
          language: queryArg.language,
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    listCategories: build.query<ListCategoriesApiResponse, ListCategoriesApiArg>({
      query: (queryArg) => ({
        url: `/api/guest/categories`,
        params: {
          language: queryArg.language,
        },
      }),
    }),
    guestChannelProfile: build.query<GuestChannelProfileApiResponse, GuestChannelProfileApiArg>({
      query: (queryArg) => ({ url: `/api/guest/channel-profile/${encodeURIComponent(String(queryArg.channelId))}` }),
    }),
    channelSettings: build.query<ChannelSettingsApiResponse, ChannelSettingsApiArg>({
      query: (queryArg) => ({
        url: `/api/guest/channel-settings`,
        params: {
          channelId: queryArg.channelId,
        },
      }),
    }),
    getChannelDetail: build.query<GetChannelDetailApiResponse, GetChannelDetailApiArg>({
      query: (queryArg) => ({
        url: `/api/guest/channel/${encodeURIComponent(String(queryArg.channelId))}`,
        params: {
          ticket: queryArg.ticket,
        },
      }),
    }),
    homeChannelingSwitching: build.query<HomeChannelingSwitchingApiResponse, HomeChannelingSwitchingApiArg>({
      query: () => ({ url: `/api/guest/channeling-switching` }),
    }),
    listChannels: build.query<ListChannelsApiResponse, ListChannelsApiArg>({
      query: (queryArg) => ({
        url: `/api/guest/channels`,
        params: {
          page: queryArg.page,
          size: queryArg.size,
          live: queryArg.live,
          keyword: queryArg.keyword,
        },
      }),
    }),
    offlineSuggestions: build.query<OfflineSuggestionsApiResponse, OfflineSuggestionsApiArg>({
      query: (queryArg) => ({
        url: `/api/guest/channels/${encodeURIComponent(String(queryArg.channelId))}/offline-suggestions`,
      }),
    }),
    guestClipList: build.query<GuestClipListApiResponse, GuestClipListApiArg>({
      query: (queryArg) => ({
        url: `/api/guest/clip-list`,
        params: {
          channelId: queryArg.channelId,
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    guestClip: build.query<GuestClipApiResponse, GuestClipApiArg>({
      query: (queryArg) => ({ url: `/api/guest/clip/${encodeURIComponent(String(queryArg.clipId))}` }),
    }),
    guestClipView: build.mutation<GuestClipViewApiResponse, GuestClipViewApiArg>({
      query: (queryArg) => ({
        url: `/api/guest/clip/${encodeURIComponent(String(queryArg.clipId))}/view`,
        method: 'POST',
      }),
    }),
    findLoginId: build.query<FindLoginIdApiResponse, FindLoginIdApiArg>({
      query: (queryArg) => ({ url: `/api/guest/find-loginId/${encodeURIComponent(String(queryArg.id))}` }),
    }),
    findNewBoard: build.query<FindNewBoardApiResponse, FindNewBoardApiArg>({
      query: (queryArg) => ({
        url: `/api/guest/find-new-board`,
        params: {
          channelId: queryArg.channelId,
        },
      }),
    }),
    findRecommender: build.query<FindRecommenderApiResponse, FindRecommenderApiArg>({
      query: (queryArg) => ({ url: `/api/guest/findRecommender/${encodeURIComponent(String(queryArg.id))}` }),
    }),
    followerCount: build.query<FollowerCountApiResponse, FollowerCountApiArg>({
      query: (queryArg) => ({
        url: `/api/guest/follower-count`,
        params: {
          channelId: queryArg.channelId,
        },
      }),
    }),
    liveAuthCheck: build.query<LiveAuthCheckApiResponse, LiveAuthCheckApiArg>({
      query: (queryArg) => ({
        url: `/api/guest/live-Auth`,
        params: {
          channelId: queryArg.channelId,
          viewerId: queryArg.viewerId,
          password: queryArg.password,
          option: queryArg.option,
          aspCode: queryArg.aspCode,
        },
      }),
    }),
    liveAuth: build.mutation<LiveAuthApiResponse, LiveAuthApiArg>({
      query: (queryArg) => ({ url: `/api/guest/live-Auth`, method: 'POST', body: queryArg.body }),
    }),
    checkLoginId: build.query<CheckLoginIdApiResponse, CheckLoginIdApiArg>({
      query: (queryArg) => ({ url: `/api/guest/loginId/${encodeURIComponent(String(queryArg.id))}` }),
    }),
    homeLogoList: build.query<HomeLogoListApiResponse, HomeLogoListApiArg>({
      query: (queryArg) => ({
        url: `/api/guest/logo-list`,
        params: {
          lang: queryArg.lang,
        },
      }),
    }),
    getMemberCard: build.query<GetMemberCardApiResponse, GetMemberCardApiArg>({
      query: (queryArg) => ({ url: `/api/guest/member-card/${encodeURIComponent(String(queryArg.memberId))}` }),
    }),
    checkNickname: build.query<CheckNicknameApiResponse, CheckNicknameApiArg>({
      query: (queryArg) => ({ url: `/api/guest/nickname/${encodeURIComponent(String(queryArg.nickname))}` }),
    }),
    overlay: build.query<OverlayApiResponse, OverlayApiArg>({
      query: (queryArg) => ({ url: `/api/guest/overlay/${encodeURIComponent(String(queryArg.secret))}` }),
    }),
    homePincrux: build.query<HomePincruxApiResponse, HomePincruxApiArg>({
      query: () => ({ url: `/api/guest/pincrux` }),
    }),
    homePopups: build.query<HomePopupsApiResponse, HomePopupsApiArg>({
      query: (queryArg) => ({
        url: `/api/guest/popups`,
        params: {
          lang: queryArg.lang,
        },
      }),
    }),
    pushPublicKey: build.query<PushPublicKeyApiResponse, PushPublicKeyApiArg>({
      query: () => ({ url: `/api/guest/push-key` }),
    }),
    guestRecordedStreamList: build.query<GuestRecordedStreamListApiResponse, GuestRecordedStreamListApiArg>({
      query: (queryArg) => ({
        url: `/api/guest/recorded-stream-list`,
        params: {
          channelId: queryArg.channelId,
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    guestRecordedStream: build.query<GuestRecordedStreamApiResponse, GuestRecordedStreamApiArg>({
      query: (queryArg) => ({
        url: `/api/guest/recorded-stream/${encodeURIComponent(String(queryArg.recordedStreamId))}`,
      }),
    }),
    guestReplayChat: build.query<GuestReplayChatApiResponse, GuestReplayChatApiArg>({
      query: (queryArg) => ({
        url: `/api/guest/recorded-stream/${encodeURIComponent(String(queryArg.recordedStreamId))}/chat`,
        params: {
          fromMs: queryArg.fromMs,
          afterSeq: queryArg.afterSeq,
          size: queryArg.size,
        },
      }),
    }),
    checkRefcode: build.query<CheckRefcodeApiResponse, CheckRefcodeApiArg>({
      query: (queryArg) => ({ url: `/api/guest/refcode/${encodeURIComponent(String(queryArg.code))}` }),
    }),
    guestRulesDocumentInForce: build.query<GuestRulesDocumentInForceApiResponse, GuestRulesDocumentInForceApiArg>({
      query: (queryArg) => ({ url: `/api/guest/rules-documents/${encodeURIComponent(String(queryArg.document))}` }),
    }),
    searchAll: build.query<SearchAllApiResponse, SearchAllApiArg>({
      query: (queryArg) => ({
        url: `/api/guest/search`,
        params: {
          q: queryArg.q,
          size: queryArg.size,
        },
      }),
    }),
    showAllEmoji: build.query<ShowAllEmojiApiResponse, ShowAllEmojiApiArg>({
      query: (queryArg) => ({
        url: `/api/guest/show-all-emoji`,
        params: {
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    showEmoji: build.query<ShowEmojiApiResponse, ShowEmojiApiArg>({
      query: (queryArg) => ({
        url: `/api/guest/show-emoji`,
        params: {
          channelId: queryArg.channelId,
        },
      }),
    }),
    subscriberCount: build.query<SubscriberCountApiResponse, SubscriberCountApiArg>({
      query: (queryArg) => ({
        url: `/api/guest/subscriber-count`,
        params: {
          channelId: queryArg.channelId,
        },
      }),
    }),
    homeSuggestionList: build.query<HomeSuggestionListApiResponse, HomeSuggestionListApiArg>({
      query: (queryArg) => ({
        url: `/api/guest/suggestion-list`,
        params: {
          size: queryArg.size,
        },
      }),
    }),
    homeThemes: build.query<HomeThemesApiResponse, HomeThemesApiArg>({
      query: (queryArg) => ({
        url: `/api/guest/themes`,
        params: {
          device: queryArg.device,
          lang: queryArg.lang,
        },
      }),
    }),
    timeCheck: build.query<TimeCheckApiResponse, TimeCheckApiArg>({
      query: () => ({ url: `/api/guest/timeCheck` }),
    }),
    paymentFailure: build.query<PaymentFailureApiResponse, PaymentFailureApiArg>({
      query: (queryArg) => ({
        url: `/v2/api/guest/payment-failure`,
        params: {
          orderId: queryArg.orderId,
        },
      }),
    }),
    liveBoardCheck: build.mutation<LiveBoardCheckApiResponse, LiveBoardCheckApiArg>({
      query: (queryArg) => ({ url: `/v4/api/lives/live-board-check`, method: 'POST', body: queryArg.body }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as guestEndpoints };
export type HomeBannersApiResponse = /** status 200 OK */ {
  items: {
    itemId: number;
    title: string;
    body: string;
    imageUrl: string | null;
    linkUrl: string | null;
  }[];
};
export type HomeBannersApiArg = {
  lang?: 'ko' | 'en';
};
export type HomeBannersNewstyleApiResponse = /** status 200 OK */ {
  items: {
    itemId: number;
    title: string;
    body: string;
    imageUrl: string | null;
    linkUrl: string | null;
  }[];
};
export type HomeBannersNewstyleApiArg = {
  lang?: 'ko' | 'en';
};
export type BrowseLiveApiResponse = /** status 200 OK */ {
  category: {
    categoryId: number;
    slug: string;
    kind: 'game' | 'other';
    nameKo: string;
    nameEn: string;
    liveChannels: number;
    viewerCount: number;
  } | null;
  tag: string | null;
  language?: ('ko' | 'en' | 'ja' | 'zh') | null;
  items: ChannelSummary[];
  page: number;
  size: number;
  total: number;
};
export type BrowseLiveApiArg = {
  category?: string;
  tag?: string;
  language?: 'ko' | 'en' | 'ja' | 'zh';
  page?: number;
  size?: number;
};
export type ListCategoriesApiResponse = /** status 200 OK */ {
  items: {
    categoryId: number;
    slug: string;
    kind: 'game' | 'other';
    nameKo: string;
    nameEn: string;
    liveChannels: number;
    viewerCount: number;
  }[];
};
export type ListCategoriesApiArg = {
  language?: 'ko' | 'en' | 'ja' | 'zh';
};
export type GuestChannelProfileApiResponse = /** status 200 OK */ {
  channelId: number;
  name: string;
  description: string;
  profileImageUrl: string | null;
  bannerImageUrl: string | null;
  ownerMemberId: number;
  ownerNickname: string;
  followerCount: number;
  isLive: boolean;
};
export type GuestChannelProfileApiArg = {
  channelId: string;
};
export type ChannelSettingsApiResponse = /** status 200 OK */ {
  channelId: number | null;
  broadcast: boolean;
  broadcasting: boolean;
  adultBroadcast: boolean;
  adultPlusBroadcast: boolean;
  isSnsLoginKakao: boolean;
  isSnsLoginNaver: boolean;
  isSnsLoginGoogle: boolean;
  isSnsLoginTwitch: boolean;
  bank_account: string | null;
  bank_code: string | null;
  bank_holder_name: string | null;
};
export type ChannelSettingsApiArg = {
  channelId?: number;
};
export type GetChannelDetailApiResponse = /** status 200 OK */ ChannelDetail;
export type GetChannelDetailApiArg = {
  channelId: string;
  ticket?: string;
};
export type HomeChannelingSwitchingApiResponse = /** status 200 OK */ {
  current: 'onair' | 'bellcast' | 'mint' | 'nova';
  services: {
    brand: 'onair' | 'bellcast' | 'mint' | 'nova';
    serviceName: string;
    serviceUrl: string;
  }[];
};
export type HomeChannelingSwitchingApiArg = void;
export type ListChannelsApiResponse = /** status 200 OK */ ChannelPage;
export type ListChannelsApiArg = {
  page?: number;
  size?: number;
  live?: boolean;
  keyword?: string;
};
export type OfflineSuggestionsApiResponse = /** status 200 OK */ {
  live: ChannelSummary[];
  lastReplay: {
    recordedStreamId: number;
    channelId: number;
    channelName: string;
    title: string;
    endedAt: string;
    durationSeconds: number;
  } | null;
};
export type OfflineSuggestionsApiArg = {
  channelId: string;
};
export type GuestClipListApiResponse = /** status 200 OK */ {
  items: {
    clipId: number;
    channelId: number;
    channelName: string;
    title: string;
    creator: {
      memberId: number;
      nickname: string;
    };
    status: 'pending' | 'ready' | 'failed';
    recordedStreamId: number | null;
    startSeconds: number | null;
    durationSeconds: number;
    viewCount: number;
    createdAt: string;
    url: string | null;
    canDelete: boolean;
  }[];
  page: number;
  size: number;
  total: number;
};
export type GuestClipListApiArg = {
  channelId: number;
  page?: number;
  size?: number;
};
export type GuestClipApiResponse = /** status 200 OK */ {
  clipId: number;
  channelId: number;
  channelName: string;
  title: string;
  creator: {
    memberId: number;
    nickname: string;
  };
  status: 'pending' | 'ready' | 'failed';
  recordedStreamId: number | null;
  startSeconds: number | null;
  durationSeconds: number;
  viewCount: number;
  createdAt: string;
  url: string | null;
  canDelete: boolean;
};
export type GuestClipApiArg = {
  clipId: string;
};
export type GuestClipViewApiResponse = /** status 200 OK */ {
  clipId: number;
  viewCount: number;
};
export type GuestClipViewApiArg = {
  clipId: string;
};
export type FindLoginIdApiResponse = /** status 200 OK */ {
  msg: 'ok' | 'notfound';
};
export type FindLoginIdApiArg = {
  id: string;
};
export type FindNewBoardApiResponse = /** status 200 OK */ {
  channelId: number;
  hasNew: boolean;
  latestBoardId: number;
};
export type FindNewBoardApiArg = {
  channelId: number;
};
export type FindRecommenderApiResponse = /** status 200 OK */ {
  msg: 'ok' | 'notfound';
};
export type FindRecommenderApiArg = {
  id: string;
};
export type FollowerCountApiResponse = /** status 200 OK */ {
  channelId: number;
  followerCount: number;
};
export type FollowerCountApiArg = {
  channelId: number;
};
export type LiveAuthCheckApiResponse = /** status 200 OK */ {
  channelId: number;
  requirement: 'open' | 'adult' | 'password';
  grantedBy: 'open' | 'adult' | 'password' | 'pass' | 'staff';
  ticket: string | null;
  expiresAt: string | null;
};
export type LiveAuthCheckApiArg = {
  channelId: number | string;
  viewerId?: string;
  password?: string;
  option?: 'password' | 'pass';
  aspCode?: string;
};
export type LiveAuthApiResponse = /** status 200 OK */ {
  channelId: number;
  requirement: 'open' | 'adult' | 'password';
  grantedBy: 'open' | 'adult' | 'password' | 'pass' | 'staff';
  ticket: string | null;
  expiresAt: string | null;
};
export type LiveAuthApiArg = {
  body: {
    channelId: number | string;
    viewerId?: string;
    password?: string;
    option?: 'password' | 'pass';
    aspCode?: string;
  };
};
export type CheckLoginIdApiResponse = /** status 200 OK */ {
  msg: 'ok' | 'exists';
};
export type CheckLoginIdApiArg = {
  id: string;
};
export type HomeLogoListApiResponse = /** status 200 OK */ {
  items: {
    itemId: number;
    title: string;
    body: string;
    imageUrl: string | null;
    linkUrl: string | null;
  }[];
};
export type HomeLogoListApiArg = {
  lang?: 'ko' | 'en';
};
export type GetMemberCardApiResponse = /** status 200 OK */ {
  memberId: number;
  loginId: string;
  nickname: string;
  profileImageUrl: string | null;
  channelId: number | null;
  followerCount: number | null;
  following: boolean;
};
export type GetMemberCardApiArg = {
  memberId: string;
};
export type CheckNicknameApiResponse = /** status 200 OK */ {
  msg: 'ok' | 'overlap';
};
export type CheckNicknameApiArg = {
  nickname: string;
};
export type OverlayApiResponse = /** status 200 OK */ {
  channelId: number;
  channelName: string;
  settings: {
    position: 'top' | 'center' | 'bottom';
    accentColour: string;
    textColour: string;
    minAlertAmount: number;
    sound: boolean;
    speech: boolean;
    showChat: boolean;
    goalAmount: number;
    goalTitle: string;
  };
  goalProgress: number;
};
export type OverlayApiArg = {
  secret: string;
};
export type HomePincruxApiResponse = /** status 200 OK */ {
  enabled: boolean;
  url: string | null;
};
export type HomePincruxApiArg = void;
export type HomePopupsApiResponse = /** status 200 OK */ {
  items: {
    itemId: number;
    title: string;
    body: string;
    imageUrl: string | null;
    linkUrl: string | null;
  }[];
};
export type HomePopupsApiArg = {
  lang?: 'ko' | 'en';
};
export type PushPublicKeyApiResponse = /** status 200 OK */ {
  publicKey: string;
};
export type PushPublicKeyApiArg = void;
export type GuestRecordedStreamListApiResponse = /** status 200 OK */ {
  items: {
    recordedStreamId: number;
    channelId: number;
    kind: 2;
    title: string;
    startedAt: string;
    endedAt: string;
    durationSeconds: number;
    stream: ChannelStream;
    thumbnailUrl: string | null;
    hidden: boolean;
  }[];
  page: number;
  size: number;
  total: number;
};
export type GuestRecordedStreamListApiArg = {
  channelId: number;
  page?: number;
  size?: number;
};
export type GuestRecordedStreamApiResponse = /** status 200 OK */ {
  recordedStreamId: number;
  channelId: number;
  kind: 2;
  title: string;
  startedAt: string;
  endedAt: string;
  durationSeconds: number;
  stream: ChannelStream;
  thumbnailUrl: string | null;
  hidden: boolean;
};
export type GuestRecordedStreamApiArg = {
  recordedStreamId: string;
};
export type GuestReplayChatApiResponse = /** status 200 OK */ {
  lines: {
    room: string;
    seq: number;
    kind: 'chat' | 'gift' | 'notice';
    memberId: number | null;
    nickname: string;
    role: 'owner' | 'manager' | 'operator' | 'member';
    text: string;
    payload: {
      [key: string]: any;
    } | null;
    at: string;
    offsetMs: number;
  }[];
  next: {
    fromMs: number;
    afterSeq: number;
  } | null;
};
export type GuestReplayChatApiArg = {
  recordedStreamId: string;
  fromMs?: number;
  afterSeq?: number;
  size?: number;
};
export type CheckRefcodeApiResponse = /** status 200 OK */ {
  msg: 'ok' | 'notfound';
};
export type CheckRefcodeApiArg = {
  code: string;
};
export type GuestRulesDocumentInForceApiResponse = /** status 200 OK */ {
  document: 'broadcast-rules' | 'viewer-rules' | 'service-rules' | 'privacy-rules';
  version: number;
  effectiveAt: string | null;
  bodyKo: string | null;
  bodyEn: string | null;
};
export type GuestRulesDocumentInForceApiArg = {
  document: 'broadcast-rules' | 'viewer-rules' | 'service-rules' | 'privacy-rules';
};
export type SearchAllApiResponse = /** status 200 OK */ {
  channels: ChannelSummary[];
  categories: {
    categoryId: number;
    slug: string;
    kind: 'game' | 'other';
    nameKo: string;
    nameEn: string;
    liveChannels: number;
    viewerCount: number;
  }[];
  replays: {
    recordedStreamId: number;
    channelId: number;
    channelName: string;
    title: string;
    endedAt: string;
    durationSeconds: number;
  }[];
};
export type SearchAllApiArg = {
  q: string;
  size?: number;
};
export type ShowAllEmojiApiResponse = /** status 200 OK */ {
  items: {
    emojiId: number;
    code: string;
    name: string;
    glyph: string;
    group: 'basic' | 'subscriber';
  }[];
  page: number;
  size: number;
  total: number;
};
export type ShowAllEmojiApiArg = {
  page?: number;
  size?: number;
};
export type ShowEmojiApiResponse = /** status 200 OK */ {
  channelId: number;
  subscriber: boolean;
  items: {
    emojiId: number;
    code: string;
    name: string;
    glyph: string;
    group: 'basic' | 'subscriber';
  }[];
};
export type ShowEmojiApiArg = {
  channelId: number;
};
export type SubscriberCountApiResponse = /** status 200 OK */ {
  channelId: number;
  count: number;
};
export type SubscriberCountApiArg = {
  channelId: number;
};
export type HomeSuggestionListApiResponse = /** status 200 OK */ {
  items: ChannelSummary[];
};
export type HomeSuggestionListApiArg = {
  size?: number;
};
export type HomeThemesApiResponse = /** status 200 OK */ {
  items: {
    themeId: number;
    title: string;
    channels: ChannelSummary[];
  }[];
};
export type HomeThemesApiArg = {
  device: 'PC' | 'MOBILE_WEB' | 'APP';
  lang?: 'ko' | 'en';
};
export type TimeCheckApiResponse = /** status 200 OK */ {
  now: string;
  timezone: string;
};
export type TimeCheckApiArg = void;
export type PaymentFailureApiResponse = /** status 200 OK */ {
  orderId: string;
  state: number;
  code: string | null;
  message: string | null;
};
export type PaymentFailureApiArg = {
  orderId: string;
};
export type LiveBoardCheckApiResponse = /** status 200 OK */ {
  channelId: number;
  hasBoard: boolean;
  postCount: number;
  hasNew: boolean;
  latestBoardId: number;
};
export type LiveBoardCheckApiArg = {
  body: {
    channelId: number;
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
export type ChannelSummary = {
  channelId: number;
  name: string;
  description: string;
  ownerNickname: string;
  isLive: boolean;
  viewerCount: number;
  title: string | null;
  player: ('IVS' | 'HLS' | 'NCP' | 'HTML5' | 'BYTEPLUS') | null;
  thumbnailUrl: string | null;
  profileImageUrl: string | null;
  adult: boolean;
  tags?: string[];
  categoryId?: number | null;
  language?: 'ko' | 'en' | 'ja' | 'zh';
};
export type ChannelStream = {
  player: 'IVS' | 'HLS' | 'NCP' | 'HTML5' | 'BYTEPLUS';
  provider: 'ncp' | 'aws' | 'llh' | 'bp_flv';
  url: string;
};
export type ChannelDetail = {
  channelId: number;
  name: string;
  description: string;
  ownerMemberId: number;
  ownerNickname: string;
  profileImageUrl: string | null;
  thumbnailUrl: string | null;
  isLive: boolean;
  liveTitle: string | null;
  viewerCount: number;
  adult: boolean;
  liveStartedAt: string | null;
  stream: ChannelStream | null;
  followerCount?: number;
  following?: boolean;
  tags?: string[];
  categoryId?: number | null;
  language?: 'ko' | 'en' | 'ja' | 'zh';
};
export type ChannelPage = {
  items: ChannelSummary[];
  page: number;
  size: number;
  total: number;
};
