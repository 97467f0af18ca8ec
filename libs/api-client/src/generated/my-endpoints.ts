// Generated from libs/api-client/openapi.json by `npx nx run api-client:generate`. Do not edit.
import { lazyApi as api } from '../lazy-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    myBanks: build.query<MyBanksApiResponse, MyBanksApiArg>({
      query: () => ({ url: `/api/my/banks` }),
    }),
    myUpdateBanks: build.mutation<MyUpdateBanksApiResponse, MyUpdateBanksApiArg>({
      query: (queryArg) => ({ url: `/api/my/banks`, method: 'PUT', body: queryArg.body }),
    }),
    updateLiveTitle: build.mutation<UpdateLiveTitleApiResponse, UpdateLiveTitleApiArg>({
      query: (queryArg) => ({ url: `/api/my/channel-live-title`, method: 'PUT', body: queryArg.body }),
    }),
    createChannelNotice: build.mutation<CreateChannelNoticeApiResponse, CreateChannelNoticeApiArg>({
      query: (queryArg) => ({ url: `/api/my/channel-notice`, method: 'POST', body: queryArg.body }),
    }),
    listChannelNotices: build.query<ListChannelNoticesApiResponse, ListChannelNoticesApiArg>({
      query: (queryArg) => ({
        url: `/api/my/channel-notice-list`,
        params: {
          channelId: queryArg.channelId,
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    getChannelNotice: build.query<GetChannelNoticeApiResponse, GetChannelNoticeApiArg>({
      query: (queryArg) => ({ url: `/api/my/channel-notice/${encodeURIComponent(String(queryArg.noticeId))}` }),
    }),
    updateChannelNotice: build.mutation<UpdateChannelNoticeApiResponse, UpdateChannelNoticeApiArg>({
      query: (queryArg) => ({
        url: `/api/my/channel-notice/${encodeURIComponent(String(queryArg.noticeId))}`,
        method: 'PUT',
        body: queryArg.body,
      }),
    }),
    deleteChannelNotice: build.mutation<DeleteChannelNoticeApiResponse, DeleteChannelNoticeApiArg>({
      query: (queryArg) => ({
        url: `/api/my/channel-notice/${encodeURIComponent(String(queryArg.noticeId))}`,
        method: 'DELETE',
      }),
    }),
    myChannelProfile: build.query<MyChannelProfileApiResponse, MyChannelProfileApiArg>({
      query: () => ({ url: `/api/my/channel-profile` }),
    }),
    openChannel: build.mutation<OpenChannelApiResponse, OpenChannelApiArg>({
      query: (queryArg) => ({ url: `/api/my/channel-profile`, method: 'POST', body: queryArg.body }),
    }),
    updateChannelProfile: build.mutation<UpdateChannelProfileApiResponse, UpdateChannelProfileApiArg>({
      query: (queryArg) => ({ url: `/api/my/channel-profile`, method: 'PUT', body: queryArg.body }),
    }),
    channelRunsCheck: build.query<ChannelRunsCheckApiResponse, ChannelRunsCheckApiArg>({
      query: (queryArg) => ({
        url: `/api/my/channel-runs-check`,
        params: {
          channelId: queryArg.channelId,
        },
      }),
    }),
    updateChannelSettings: build.mutation<UpdateChannelSettingsApiResponse, UpdateChannelSettingsApiArg>({
      query: (queryArg) => ({ url: `/api/my/channel-settings`, method: 'PUT', body: queryArg.body }),
    }),
    myClipCreate: build.mutation<MyClipCreateApiResponse, MyClipCreateApiArg>({
      query: (queryArg) => ({ url: `/api/my/clip`, method: 'POST', body: queryArg.body }),
    }),
    myClipDelete: build.mutation<MyClipDeleteApiResponse, MyClipDeleteApiArg>({
      query: (queryArg) => ({ url: `/api/my/clip/${encodeURIComponent(String(queryArg.clipId))}`, method: 'DELETE' }),
    }),
    myFollow: build.mutation<MyFollowApiResponse, MyFollowApiArg>({
      query: (queryArg) => ({ url: `/api/my/follows`, method: 'POST', body: queryArg.body }),
    }),
    myFollowedChannels: build.query<MyFollowedChannelsApiResponse, MyFollowedChannelsApiArg>({
      query: (queryArg) => ({
        url: `/api/my/follows`,
        params: {
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    myUnfollow: build.mutation<MyUnfollowApiResponse, MyUnfollowApiArg>({
      query: (queryArg) => ({
        url: `/api/my/follows/${encodeURIComponent(String(queryArg.channelId))}`,
        method: 'DELETE',
      }),
    }),
    myFollowNotify: build.mutation<MyFollowNotifyApiResponse, MyFollowNotifyApiArg>({
      query: (queryArg) => ({
        url: `/api/my/follows/${encodeURIComponent(String(queryArg.channelId))}/notify`,
        method: 'PUT',
        body: queryArg.body,
      }),
    }),
    myItemUse: build.mutation<MyItemUseApiResponse, MyItemUseApiArg>({
      query: (queryArg) => ({
        url: `/api/my/item-use`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    myItems: build.query<MyItemsApiResponse, MyItemsApiArg>({
      query: (queryArg) => ({
        url: `/api/my/items`,
        params: {
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    myLuvPreset: build.query<MyLuvPresetApiResponse, MyLuvPresetApiArg>({
      query: () => ({ url: `/api/my/luv-preset` }),
    }),
    myUpdateLuvPreset: build.mutation<MyUpdateLuvPresetApiResponse, MyUpdateLuvPresetApiArg>({
      query: (queryArg) => ({ url: `/api/my/luv-preset`, method: 'PUT', body: queryArg.body }),
    }),
    mySendMessage: build.mutation<MySendMessageApiResponse, MySendMessageApiArg>({
      query: (queryArg) => ({ url: `/api/my/messages`, method: 'POST', body: queryArg.body }),
    }),
    myMessages: build.query<MyMessagesApiResponse, MyMessagesApiArg>({
      query: (queryArg) => ({
        url: `/api/my/messages`,
        params: {
          division: queryArg.division,
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    myReadMessage: build.query<MyReadMessageApiResponse, MyReadMessageApiArg>({
      query: (queryArg) => ({ url: `/api/my/messages/${encodeURIComponent(String(queryArg.msgId))}` }),
    }),
    myMessageBlocks: build.query<MyMessageBlocksApiResponse, MyMessageBlocksApiArg>({
      query: (queryArg) => ({
        url: `/api/my/messages/blocks`,
        params: {
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    myBlockMember: build.mutation<MyBlockMemberApiResponse, MyBlockMemberApiArg>({
      query: (queryArg) => ({ url: `/api/my/messages/blocks`, method: 'POST', body: queryArg.body }),
    }),
    myUnblockMember: build.mutation<MyUnblockMemberApiResponse, MyUnblockMemberApiArg>({
      query: (queryArg) => ({
        url: `/api/my/messages/blocks/${encodeURIComponent(String(queryArg.targetId))}`,
        method: 'DELETE',
      }),
    }),
    myDeleteMessages: build.mutation<MyDeleteMessagesApiResponse, MyDeleteMessagesApiArg>({
      query: (queryArg) => ({ url: `/api/my/messages/delete`, method: 'POST', body: queryArg.body }),
    }),
    myUnreadMessageCount: build.query<MyUnreadMessageCountApiResponse, MyUnreadMessageCountApiArg>({
      query: () => ({ url: `/api/my/messages/unread-count` }),
    }),
    myNotifications: build.query<MyNotificationsApiResponse, MyNotificationsApiArg>({
      query: () => ({ url: `/api/my/notifications` }),
    }),
    myNotificationsRead: build.mutation<MyNotificationsReadApiResponse, MyNotificationsReadApiArg>({
      query: (queryArg) => ({ url: `/api/my/notifications/read`, method: 'POST', body: queryArg.body }),
    }),
    myChangePassword: build.mutation<MyChangePasswordApiResponse, MyChangePasswordApiArg>({
      query: (queryArg) => ({ url: `/api/my/password`, method: 'PUT', body: queryArg.body }),
    }),
    myProfile: build.query<MyProfileApiResponse, MyProfileApiArg>({
      query: () => ({ url: `/api/my/profile` }),
    }),
    myUpdateProfile: build.mutation<MyUpdateProfileApiResponse, MyUpdateProfileApiArg>({
      query: (queryArg) => ({ url: `/api/my/profile`, method: 'PUT', body: queryArg.body }),
    }),
    myPushSubscribe: build.mutation<MyPushSubscribeApiResponse, MyPushSubscribeApiArg>({
      query: (queryArg) => ({ url: `/api/my/push-subscriptions`, method: 'POST', body: queryArg.body }),
    }),
    myPushUnsubscribe: build.mutation<MyPushUnsubscribeApiResponse, MyPushUnsubscribeApiArg>({
      query: (queryArg) => ({ url: `/api/my/push-subscriptions/remove`, method: 'POST', body: queryArg.body }),
    }),
    myRecordedStreamList: build.query<MyRecordedStreamListApiResponse, MyRecordedStreamListApiArg>({
      query: (queryArg) => ({
        url: `/api/my/recorded-stream-list`,
        params: {
          channelId: queryArg.channelId,
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    myRecordedStreamUpdate: build.mutation<MyRecordedStreamUpdateApiResponse, MyRecordedStreamUpdateApiArg>({
      query: (queryArg) => ({
        url: `/api/my/recorded-stream/${encodeURIComponent(String(queryArg.recordedStreamId))}`,
        method: 'PATCH',
        body: queryArg.body,
      }),
    }),
    myRecordedStreamDelete: build.mutation<MyRecordedStreamDeleteApiResponse, MyRecordedStreamDeleteApiArg>({
      query: (queryArg) => ({
        url: `/api/my/recorded-stream/${encodeURIComponent(String(queryArg.recordedStreamId))}`,
        method: 'DELETE',
      }),
    }),
    setRoomPassword: build.mutation<SetRoomPasswordApiResponse, SetRoomPasswordApiArg>({
      query: (queryArg) => ({ url: `/api/my/room-password`, method: 'PUT', body: queryArg.body }),
    }),
    myRulesAgreements: build.query<MyRulesAgreementsApiResponse, MyRulesAgreementsApiArg>({
      query: () => ({ url: `/api/my/rules-agreements` }),
    }),
    myAgreeRulesDocument: build.mutation<MyAgreeRulesDocumentApiResponse, MyAgreeRulesDocumentApiArg>({
      query: (queryArg) => ({ url: `/api/my/rules-agreements`, method: 'POST', body: queryArg.body }),
    }),
    mySetting: build.query<MySettingApiResponse, MySettingApiArg>({
      query: () => ({ url: `/api/my/setting` }),
    }),
    myUpdateSetting: build.mutation<MyUpdateSettingApiResponse, MyUpdateSettingApiArg>({
      query: (queryArg) => ({ url: `/api/my/setting`, method: 'PUT', body: queryArg.body }),
    }),
    myStreamHealth: build.query<MyStreamHealthApiResponse, MyStreamHealthApiArg>({
      query: (queryArg) => ({
        url: `/api/my/stream-health`,
        params: {
          channelId: queryArg.channelId,
        },
      }),
    }),
    myStreamKey: build.query<MyStreamKeyApiResponse, MyStreamKeyApiArg>({
      query: () => ({ url: `/api/my/stream-key` }),
    }),
    myStreamKeyRegenerate: build.mutation<MyStreamKeyRegenerateApiResponse, MyStreamKeyRegenerateApiArg>({
      query: () => ({ url: `/api/my/stream-key`, method: 'POST' }),
    }),
    myStreamsPlayed: build.query<MyStreamsPlayedApiResponse, MyStreamsPlayedApiArg>({
      query: (queryArg) => ({
        url: `/api/my/streams/played`,
        params: {
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    myStreamsPresent: build.query<MyStreamsPresentApiResponse, MyStreamsPresentApiArg>({
      query: (queryArg) => ({
        url: `/api/my/streams/present`,
        params: {
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    myStreamsRecent: build.query<MyStreamsRecentApiResponse, MyStreamsRecentApiArg>({
      query: (queryArg) => ({
        url: `/api/my/streams/recent`,
        params: {
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    myStreamsSubscriptions: build.query<MyStreamsSubscriptionsApiResponse, MyStreamsSubscriptionsApiArg>({
      query: (queryArg) => ({
        url: `/api/my/streams/subscriptions`,
        params: {
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    myStreamsWatch: build.mutation<MyStreamsWatchApiResponse, MyStreamsWatchApiArg>({
      query: (queryArg) => ({ url: `/api/my/streams/watch`, method: 'POST', body: queryArg.body }),
    }),
    studioAnalytics: build.query<StudioAnalyticsApiResponse, StudioAnalyticsApiArg>({
      query: (queryArg) => ({
        url: `/api/my/studio/${encodeURIComponent(String(queryArg.channelId))}/analytics`,
        params: {
          days: queryArg.days,
        },
      }),
    }),
    studioBroadcasts: build.query<StudioBroadcastsApiResponse, StudioBroadcastsApiArg>({
      query: (queryArg) => ({ url: `/api/my/studio/${encodeURIComponent(String(queryArg.channelId))}/broadcasts` }),
    }),
    studioLive: build.query<StudioLiveApiResponse, StudioLiveApiArg>({
      query: (queryArg) => ({ url: `/api/my/studio/${encodeURIComponent(String(queryArg.channelId))}/live` }),
    }),
    studioManagers: build.query<StudioManagersApiResponse, StudioManagersApiArg>({
      query: (queryArg) => ({ url: `/api/my/studio/${encodeURIComponent(String(queryArg.channelId))}/managers` }),
    }),
    studioManagerAdd: build.mutation<StudioManagerAddApiResponse, StudioManagerAddApiArg>({
      query: (queryArg) => ({
        url: `/api/my/studio/${encodeURIComponent(String(queryArg.channelId))}/managers`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    studioManagerRemove: build.mutation<StudioManagerRemoveApiResponse, StudioManagerRemoveApiArg>({
      query: (queryArg) => ({
        url: `/api/my/studio/${encodeURIComponent(String(queryArg.channelId))}/managers/${encodeURIComponent(String(queryArg.memberId))}`,
        method: 'DELETE',
      }),
    }),
    studioOverlay: build.query<StudioOverlayApiResponse, StudioOverlayApiArg>({
      query: (queryArg) => ({ url: `/api/my/studio/${encodeURIComponent(String(queryArg.channelId))}/overlay` }),
    }),
    studioOverlaySettings: build.mutation<StudioOverlaySettingsApiResponse, StudioOverlaySettingsApiArg>({
      query: (queryArg) => ({
        url: `/api/my/studio/${encodeURIComponent(String(queryArg.channelId))}/overlay`,
        method: 'PUT',
        body: queryArg.body,
      }),
    }),
    studioOverlaySecret: build.mutation<StudioOverlaySecretApiResponse, StudioOverlaySecretApiArg>({
      query: (queryArg) => ({
        url: `/api/my/studio/${encodeURIComponent(String(queryArg.channelId))}/overlay/secret`,
        method: 'POST',
      }),
    }),
    studioOverlayTest: build.mutation<StudioOverlayTestApiResponse, StudioOverlayTestApiArg>({
      query: (queryArg) => ({
        url: `/api/my/studio/${encodeURIComponent(String(queryArg.channelId))}/overlay/test`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    studioRoomPassword: build.query<StudioRoomPasswordApiResponse, StudioRoomPasswordApiArg>({
      query: (queryArg) => ({ url: `/api/my/studio/${encodeURIComponent(String(queryArg.channelId))}/room-password` }),
    }),
    studioSanctions: build.query<StudioSanctionsApiResponse, StudioSanctionsApiArg>({
      query: (queryArg) => ({ url: `/api/my/studio/${encodeURIComponent(String(queryArg.channelId))}/sanctions` }),
    }),
    studioSanctionLift: build.mutation<StudioSanctionLiftApiResponse, StudioSanctionLiftApiArg>({
      query: (queryArg) => ({
        url: `/api/my/studio/${encodeURIComponent(String(queryArg.channelId))}/sanctions/${encodeURIComponent(String(queryArg.memberId))}/${encodeURIComponent(String(queryArg.lift))}`,
        method: 'DELETE',
      }),
    }),
    mySubscribers: build.query<MySubscribersApiResponse, MySubscribersApiArg>({
      query: (queryArg) => ({
        url: `/api/my/subscribers`,
        params: {
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    mySubscriptions: build.query<MySubscriptionsApiResponse, MySubscriptionsApiArg>({
      query: (queryArg) => ({
        url: `/api/my/subscriptions`,
        params: {
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    mySubscribe: build.mutation<MySubscribeApiResponse, MySubscribeApiArg>({
      query: (queryArg) => ({
        url: `/api/my/subscriptions`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    myCancelRenewal: build.mutation<MyCancelRenewalApiResponse, MyCancelRenewalApiArg>({
      query: (queryArg) => ({
        url: `/api/my/subscriptions/${encodeURIComponent(String(queryArg.subscriptionId))}/cancel-renewal`,
        method: 'POST',
      }),
    }),
    myViewMain: build.query<MyViewMainApiResponse, MyViewMainApiArg>({
      query: () => ({ url: `/api/my/view-main` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as myEndpoints };
export type MyBanksApiResponse = /** status 200 OK */ {
  account: {
    bankCode: string;
    bankAccount: string;
    bankHolderName: string;
    usableFrom: string;
  } | null;
  banks: {
    code: string;
    name: string;
  }[];
  identityVerified: boolean;
};
export type MyBanksApiArg = void;
export type MyUpdateBanksApiResponse = /** status 200 OK */ {
  account: {
    bankCode: string;
    bankAccount: string;
    bankHolderName: string;
    usableFrom: string;
  } | null;
  banks: {
    code: string;
    name: string;
  }[];
  identityVerified: boolean;
};
export type MyUpdateBanksApiArg = {
  body: {
    bankCode: string;
    bankAccount: string;
    bankHolderName: string;
    password: string;
  };
};
export type UpdateLiveTitleApiResponse = /** status 200 OK */ {
  channelId: number;
  liveTitle: string | null;
  categoryId?: number | null;
  tags?: string[];
  language?: 'ko' | 'en' | 'ja' | 'zh';
};
export type UpdateLiveTitleApiArg = {
  body: {
    channelId: number;
    liveTitle: string;
    categoryId?: number | null;
    tags?: string[];
    language?: 'ko' | 'en' | 'ja' | 'zh';
  };
};
export type CreateChannelNoticeApiResponse = /** status 201 OK */ {
  noticeId: number;
  channelId: number;
  authorMemberId: number;
  authorNickname: string;
  title: string;
  content: string;
  important: boolean;
  images: {
    uploadId: string;
    url: string;
    fileName: string;
    contentType: string;
    sizeBytes: number;
  }[];
  createdAt: string;
  updatedAt: string;
};
export type CreateChannelNoticeApiArg = {
  body: {
    channelId: number;
    title: string;
    content: string;
    important?: boolean;
    images?: Blob[];
  };
};
export type ListChannelNoticesApiResponse = /** status 200 OK */ {
  items: {
    noticeId: number;
    channelId: number;
    authorMemberId: number;
    authorNickname: string;
    title: string;
    content: string;
    important: boolean;
    images: {
      uploadId: string;
      url: string;
      fileName: string;
      contentType: string;
      sizeBytes: number;
    }[];
    createdAt: string;
    updatedAt: string;
  }[];
  page: number;
  size: number;
  total: number;
};
export type ListChannelNoticesApiArg = {
  channelId: number;
  page?: number;
  size?: number;
};
export type GetChannelNoticeApiResponse = /** status 200 OK */ {
  noticeId: number;
  channelId: number;
  authorMemberId: number;
  authorNickname: string;
  title: string;
  content: string;
  important: boolean;
  images: {
    uploadId: string;
    url: string;
    fileName: string;
    contentType: string;
    sizeBytes: number;
  }[];
  createdAt: string;
  updatedAt: string;
};
export type GetChannelNoticeApiArg = {
  noticeId: string;
};
export type UpdateChannelNoticeApiResponse = /** status 200 OK */ {
  noticeId: number;
  channelId: number;
  authorMemberId: number;
  authorNickname: string;
  title: string;
  content: string;
  important: boolean;
  images: {
    uploadId: string;
    url: string;
    fileName: string;
    contentType: string;
    sizeBytes: number;
  }[];
  createdAt: string;
  updatedAt: string;
};
export type UpdateChannelNoticeApiArg = {
  noticeId: string;
  body: {
    title: string;
    content: string;
    important?: boolean;
    keepImageIds?: string;
    images?: Blob[];
  };
};
export type DeleteChannelNoticeApiResponse = /** status 200 OK */ {
  noticeId: number;
  deleted: true;
};
export type DeleteChannelNoticeApiArg = {
  noticeId: string;
};
export type MyChannelProfileApiResponse = /** status 200 OK */ {
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
export type MyChannelProfileApiArg = void;
export type OpenChannelApiResponse = /** status 201 OK */ {
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
export type OpenChannelApiArg = {
  body: {
    name: string;
    broadcastRulesAgreed?: true;
  };
};
export type UpdateChannelProfileApiResponse = /** status 200 OK */ {
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
export type UpdateChannelProfileApiArg = {
  body: {
    channelId: number;
    name: string;
    description?: string;
    removeProfileImage?: boolean;
    removeBannerImage?: boolean;
    profileImage?: Blob[];
    bannerImage?: Blob[];
  };
};
export type ChannelRunsCheckApiResponse = /** status 200 OK */ {
  channelId: number;
  runsChannel: boolean;
};
export type ChannelRunsCheckApiArg = {
  channelId: number;
};
export type UpdateChannelSettingsApiResponse = /** status 200 OK */ {
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
export type UpdateChannelSettingsApiArg = {
  body: {
    channelId: number;
    broadcast?: boolean;
    adultBroadcast?: boolean;
    adultPlusBroadcast?: boolean;
    isSnsLoginKakao?: boolean;
    isSnsLoginNaver?: boolean;
    isSnsLoginGoogle?: boolean;
    isSnsLoginTwitch?: boolean;
  };
};
export type MyClipCreateApiResponse = /** status 200 OK */ {
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
export type MyClipCreateApiArg = {
  body: {
    title: string;
    durationSeconds: number;
    channelId?: number;
    behindLiveSeconds?: number;
    recordedStreamId?: number;
    startSeconds?: number;
  };
};
export type MyClipDeleteApiResponse = /** status 200 OK */ {
  clipId: number;
  deleted: true;
};
export type MyClipDeleteApiArg = {
  clipId: string;
};
export type MyFollowApiResponse = /** status 200 OK */ {
  channelId: number;
  following: boolean;
  followerCount: number;
};
export type MyFollowApiArg = {
  body: {
    channelId: number;
  };
};
export type MyFollowedChannelsApiResponse = /** status 200 OK */ {
  items: {
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
    notifyLive: boolean;
  }[];
  page: number;
  size: number;
  total: number;
};
export type MyFollowedChannelsApiArg = {
  page?: number;
  size?: number;
};
export type MyUnfollowApiResponse = /** status 200 OK */ {
  channelId: number;
  following: boolean;
  followerCount: number;
};
export type MyUnfollowApiArg = {
  channelId: string;
};
export type MyFollowNotifyApiResponse = /** status 200 OK */ {
  channelId: number;
  notifyLive: boolean;
};
export type MyFollowNotifyApiArg = {
  channelId: string;
  body: {
    notifyLive: boolean;
  };
};
export type MyItemUseApiResponse = /** status 200 OK */ {
  useId: number;
  itemCode: number;
  quantity: number;
  remaining: number;
};
export type MyItemUseApiArg = {
  /** One value per intended operation; a retry with the same value gets the first answer. */
  'Idempotency-Key': string;
  body: {
    itemCode: number;
    quantity?: number;
    channelId?: number;
  };
};
export type MyItemsApiResponse = /** status 200 OK */ {
  items: MyItem[];
  page: number;
  size: number;
  total: number;
};
export type MyItemsApiArg = {
  page?: number;
  size?: number;
};
export type MyLuvPresetApiResponse = /** status 200 OK */ {
  amounts: number[];
};
export type MyLuvPresetApiArg = void;
export type MyUpdateLuvPresetApiResponse = /** status 200 OK */ {
  amounts: number[];
};
export type MyUpdateLuvPresetApiArg = {
  body: {
    amounts: number[];
  };
};
export type MySendMessageApiResponse = /** status 201 OK */ {
  msgId: number;
  senderLoginId: string;
  senderNickname: string;
  recipientLoginId: string;
  recipientNickname: string;
  content: string;
  readAt: string | null;
  createdAt: string;
};
export type MySendMessageApiArg = {
  body: {
    loginId: string;
    content: string;
  };
};
export type MyMessagesApiResponse = /** status 200 OK */ {
  items: {
    msgId: number;
    senderLoginId: string;
    senderNickname: string;
    recipientLoginId: string;
    recipientNickname: string;
    content: string;
    readAt: string | null;
    createdAt: string;
  }[];
  page: number;
  size: number;
  total: number;
};
export type MyMessagesApiArg = {
  division: 'received' | 'sent';
  page?: number;
  size?: number;
};
export type MyReadMessageApiResponse = /** status 200 OK */ {
  msgId: number;
  senderLoginId: string;
  senderNickname: string;
  recipientLoginId: string;
  recipientNickname: string;
  content: string;
  readAt: string | null;
  createdAt: string;
};
export type MyReadMessageApiArg = {
  msgId: string;
};
export type MyMessageBlocksApiResponse = /** status 200 OK */ {
  items: {
    loginId: string;
    nickname: string;
    blockedAt: string;
  }[];
  page: number;
  size: number;
  total: number;
};
export type MyMessageBlocksApiArg = {
  page?: number;
  size?: number;
};
export type MyBlockMemberApiResponse = /** status 201 OK */ {
  loginId: string;
  nickname: string;
  blockedAt: string;
};
export type MyBlockMemberApiArg = {
  body: {
    targetId: string;
  };
};
export type MyUnblockMemberApiResponse = /** status 200 OK */ {
  msg: 'ok';
};
export type MyUnblockMemberApiArg = {
  targetId: string;
};
export type MyDeleteMessagesApiResponse = /** status 200 OK */ {
  deleted: number;
};
export type MyDeleteMessagesApiArg = {
  body: {
    msgIds: number[];
  };
};
export type MyUnreadMessageCountApiResponse = /** status 200 OK */ {
  count: number;
};
export type MyUnreadMessageCountApiArg = void;
export type MyNotificationsApiResponse = /** status 200 OK */ {
  items: {
    notificationId: number;
    kind: 'live' | 'message' | 'renewal' | 'reply';
    channelId: number | null;
    name: string;
    title: string;
    boardId?: number | null;
    read: boolean;
    createdAt: string;
  }[];
  unread: number;
};
export type MyNotificationsApiArg = void;
export type MyNotificationsReadApiResponse = /** status 200 OK */ {
  items: {
    notificationId: number;
    kind: 'live' | 'message' | 'renewal' | 'reply';
    channelId: number | null;
    name: string;
    title: string;
    boardId?: number | null;
    read: boolean;
    createdAt: string;
  }[];
  unread: number;
};
export type MyNotificationsReadApiArg = {
  body: {
    upTo?: number;
  };
};
export type MyChangePasswordApiResponse = /** status 200 OK */ {
  msg: 'ok';
};
export type MyChangePasswordApiArg = {
  body: {
    currentPassword?: string;
    newPassword: string;
  };
};
export type MyProfileApiResponse = /** status 200 OK */ {
  memberId: number;
  loginId: string;
  nickname: string;
  channelId: number | null;
  channelName: string | null;
  followingCount: number;
  joinedAt: string;
  hasPassword: boolean;
};
export type MyProfileApiArg = void;
export type MyUpdateProfileApiResponse = /** status 200 OK */ {
  memberId: number;
  loginId: string;
  nickname: string;
  channelId: number | null;
  channelName: string | null;
  followingCount: number;
  joinedAt: string;
  hasPassword: boolean;
};
export type MyUpdateProfileApiArg = {
  body: {
    nickname: string;
  };
};
export type MyPushSubscribeApiResponse = /** status 200 OK */ {
  msg: 'ok';
};
export type MyPushSubscribeApiArg = {
  body: {
    endpoint: string;
    keys: {
      p256dh: string;
      auth: string;
    };
  };
};
export type MyPushUnsubscribeApiResponse = /** status 200 OK */ {
  msg: 'ok';
};
export type MyPushUnsubscribeApiArg = {
  body: {
    endpoint: string;
  };
};
export type MyRecordedStreamListApiResponse = /** status 200 OK */ {
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
export type MyRecordedStreamListApiArg = {
  channelId?: number;
  page?: number;
  size?: number;
};
export type MyRecordedStreamUpdateApiResponse = /** status 200 OK */ {
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
export type MyRecordedStreamUpdateApiArg = {
  recordedStreamId: string;
  body: {
    title?: string;
    hidden?: boolean;
  };
};
export type MyRecordedStreamDeleteApiResponse = /** status 200 OK */ {
  recordedStreamId: number;
  deleted: true;
};
export type MyRecordedStreamDeleteApiArg = {
  recordedStreamId: string;
};
export type SetRoomPasswordApiResponse = /** status 200 OK */ {
  channelId: number;
  passwordSet: boolean;
};
export type SetRoomPasswordApiArg = {
  body: {
    password: string | null;
  };
};
export type MyRulesAgreementsApiResponse = /** status 200 OK */ {
  agreed: {
    document: 'service-rules' | 'privacy-rules' | 'broadcast-rules';
    version: number;
    agreedAt: string | null;
  }[];
  pending: {
    document: 'service-rules' | 'privacy-rules' | 'broadcast-rules';
    version: number;
    effectiveAt: string;
  }[];
};
export type MyRulesAgreementsApiArg = void;
export type MyAgreeRulesDocumentApiResponse = /** status 200 OK */ {
  agreed: {
    document: 'service-rules' | 'privacy-rules' | 'broadcast-rules';
    version: number;
    agreedAt: string | null;
  }[];
  pending: {
    document: 'service-rules' | 'privacy-rules' | 'broadcast-rules';
    version: number;
    effectiveAt: string;
  }[];
};
export type MyAgreeRulesDocumentApiArg = {
  body: {
    document: 'service-rules' | 'privacy-rules' | 'broadcast-rules';
    version: number;
  };
};
export type MySettingApiResponse = /** status 200 OK */ {
  allowMessages: boolean;
  notifyLive: boolean;
};
export type MySettingApiArg = void;
export type MyUpdateSettingApiResponse = /** status 200 OK */ {
  allowMessages: boolean;
  notifyLive: boolean;
};
export type MyUpdateSettingApiArg = {
  body: {
    allowMessages?: boolean;
    notifyLive?: boolean;
  };
};
export type MyStreamHealthApiResponse = /** status 200 OK */ {
  channelId: number;
  live: boolean;
  health: {
    measuredAt: string;
    windowSeconds: number;
    video: {
      codec: string;
      width: number;
      height: number;
      fps: number;
      keyframeIntervalSeconds: number | null;
      bitrateKbps: number;
      droppedFrames: number;
      frames: number;
    } | null;
    audio: {
      codec: string;
      sampleRate: number;
      bitrateKbps: number;
    } | null;
    bitrateKbps: number;
    lagSeconds: number;
  } | null;
  warnings: (
    | 'noVideo'
    | 'keyframeInterval'
    | 'lowFps'
    | 'lowBitrate'
    | 'highBitrate'
    | 'videoCodec'
    | 'audioCodec'
    | 'noAudio'
    | 'resolution'
    | 'droppedFrames'
    | 'lagging'
  )[];
};
export type MyStreamHealthApiArg = {
  channelId: number;
};
export type MyStreamKeyApiResponse = /** status 200 OK */ {
  channelId: number;
  rtmpUrl: string;
  keyPrefix: string | null;
  maskedKey: string | null;
  createdAt: string | null;
  isLive: boolean;
  suspension: {
    reason: string;
    since: string;
    key: string;
    params: {
      [key: string]: string;
    };
    message: string;
  } | null;
  takedown: {
    action: 'end' | 'revoke-key' | 'suspend';
    reason: string;
    at: string;
    key: string;
    params: {
      [key: string]: string;
    };
    message: string;
  } | null;
};
export type MyStreamKeyApiArg = void;
export type MyStreamKeyRegenerateApiResponse = /** status 200 OK */ {
  channelId: number;
  rtmpUrl: string;
  keyPrefix: string;
  maskedKey: string;
  createdAt: string;
  isLive: boolean;
  suspension: {
    reason: string;
    since: string;
    key: string;
    params: {
      [key: string]: string;
    };
    message: string;
  } | null;
  takedown: {
    action: 'end' | 'revoke-key' | 'suspend';
    reason: string;
    at: string;
    key: string;
    params: {
      [key: string]: string;
    };
    message: string;
  } | null;
  streamKey: string;
};
export type MyStreamKeyRegenerateApiArg = void;
export type MyStreamsPlayedApiResponse = /** status 200 OK */ {
  items: {
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
    watchCount: number;
    lastWatchedAt: string;
  }[];
  page: number;
  size: number;
  total: number;
};
export type MyStreamsPlayedApiArg = {
  page?: number;
  size?: number;
};
export type MyStreamsPresentApiResponse = /** status 200 OK */ {
  items: ChannelSummary[];
  page: number;
  size: number;
  total: number;
};
export type MyStreamsPresentApiArg = {
  page?: number;
  size?: number;
};
export type MyStreamsRecentApiResponse = /** status 200 OK */ {
  items: {
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
    watchCount: number;
    lastWatchedAt: string;
  }[];
  page: number;
  size: number;
  total: number;
};
export type MyStreamsRecentApiArg = {
  page?: number;
  size?: number;
};
export type MyStreamsSubscriptionsApiResponse = /** status 200 OK */ {
  items: ChannelSummary[];
  page: number;
  size: number;
  total: number;
};
export type MyStreamsSubscriptionsApiArg = {
  page?: number;
  size?: number;
};
export type MyStreamsWatchApiResponse = /** status 200 OK */ {
  channelId: number;
  watchCount: number;
  lastWatchedAt: string;
};
export type MyStreamsWatchApiArg = {
  body: {
    channelId: number;
  };
};
export type StudioAnalyticsApiResponse = /** status 200 OK */ {
  days: number;
  series: {
    day: string;
    peakViewers: number;
    newFollowers: number;
    giftAmount: number;
    subscriptionAmount: number;
  }[];
  totals: {
    newFollowers: number;
    followers: number;
    giftAmount: number;
    giftWon: number;
    subscriptionAmount: number;
    subscriptionWon: number;
    peakViewers: number;
  };
  topGifters: {
    memberId: number;
    nickname: string;
    amount: number;
    gifts: number;
  }[];
};
export type StudioAnalyticsApiArg = {
  channelId: string;
  days: 7 | 30 | 90;
};
export type StudioBroadcastsApiResponse = /** status 200 OK */ {
  items: {
    broadcastId: number;
    startedAt: string;
    endedAt: string | null;
    peakViewers: number;
    averageViewers: number;
    watchMinutes: number;
    newFollowers: number;
    giftCount: number;
    giftAmount: number;
    giftWon: number;
    subscriptionCount: number;
    subscriptionAmount: number;
    subscriptionWon: number;
  }[];
};
export type StudioBroadcastsApiArg = {
  channelId: string;
};
export type StudioLiveApiResponse = /** status 200 OK */ {
  channelId: number;
  isLive: boolean;
  viewerCount: number;
  liveStartedAt: string | null;
  minutes: {
    at: string;
    viewers: number;
    chatLines: number;
  }[];
  recentEvents: {
    kind: 'gift' | 'subscription' | 'follow';
    nickname: string;
    amount: number;
    message: string | null;
    at: string;
    test: boolean;
  }[];
};
export type StudioLiveApiArg = {
  channelId: string;
};
export type StudioManagersApiResponse = /** status 200 OK */ {
  items: {
    memberId: number;
    loginId: string;
    nickname: string;
    appointedAt: string;
  }[];
};
export type StudioManagersApiArg = {
  channelId: string;
};
export type StudioManagerAddApiResponse = /** status 200 OK */ {
  items: {
    memberId: number;
    loginId: string;
    nickname: string;
    appointedAt: string;
  }[];
};
export type StudioManagerAddApiArg = {
  channelId: string;
  body: {
    member: string;
  };
};
export type StudioManagerRemoveApiResponse = /** status 200 OK */ {
  items: {
    memberId: number;
    loginId: string;
    nickname: string;
    appointedAt: string;
  }[];
};
export type StudioManagerRemoveApiArg = {
  channelId: string;
  memberId: string;
};
export type StudioOverlayApiResponse = /** status 200 OK */ {
  channelId: number;
  secret: string;
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
};
export type StudioOverlayApiArg = {
  channelId: string;
};
export type StudioOverlaySettingsApiResponse = /** status 200 OK */ {
  channelId: number;
  secret: string;
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
};
export type StudioOverlaySettingsApiArg = {
  channelId: string;
  body: {
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
};
export type StudioOverlaySecretApiResponse = /** status 200 OK */ {
  channelId: number;
  secret: string;
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
};
export type StudioOverlaySecretApiArg = {
  channelId: string;
};
export type StudioOverlayTestApiResponse = /** status 200 OK */ {
  kind: 'gift' | 'subscription' | 'follow';
  nickname: string;
  amount: number;
  message: string | null;
  at: string;
  test: boolean;
};
export type StudioOverlayTestApiArg = {
  channelId: string;
  body: {
    kind: 'gift' | 'subscription';
  };
};
export type StudioRoomPasswordApiResponse = /** status 200 OK */ {
  channelId: number;
  passwordSet: boolean;
};
export type StudioRoomPasswordApiArg = {
  channelId: string;
};
export type StudioSanctionsApiResponse = /** status 200 OK */ {
  items: {
    memberId: number;
    loginId: string;
    nickname: string;
    kind: 'kick' | 'blacklist' | 'dumb';
    since: string;
    until: string | null;
    byNickname: string | null;
  }[];
};
export type StudioSanctionsApiArg = {
  channelId: string;
};
export type StudioSanctionLiftApiResponse = /** status 200 OK */ {
  items: {
    memberId: number;
    loginId: string;
    nickname: string;
    kind: 'kick' | 'blacklist' | 'dumb';
    since: string;
    until: string | null;
    byNickname: string | null;
  }[];
};
export type StudioSanctionLiftApiArg = {
  channelId: string;
  memberId: string;
  lift: 'ban' | 'mute';
};
export type MySubscribersApiResponse = /** status 200 OK */ {
  items: Subscription[];
  page: number;
  size: number;
  total: number;
};
export type MySubscribersApiArg = {
  page?: number;
  size?: number;
};
export type MySubscriptionsApiResponse = /** status 200 OK */ {
  items: Subscription[];
  page: number;
  size: number;
  total: number;
};
export type MySubscriptionsApiArg = {
  page?: number;
  size?: number;
};
export type MySubscribeApiResponse = /** status 201 OK */ Subscription;
export type MySubscribeApiArg = {
  /** One value per intended operation; a retry with the same value gets the first answer. */
  'Idempotency-Key': string;
  body: {
    channelId: number;
    plan: 'oneMonth' | 'threeMonths';
    autoRenew?: boolean;
    useTicket?: boolean;
  };
};
export type MyCancelRenewalApiResponse = /** status 200 OK */ Subscription;
export type MyCancelRenewalApiArg = {
  subscriptionId: string;
};
export type MyViewMainApiResponse = /** status 200 OK */ {
  present: ChannelSummary[];
  recent: {
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
    watchCount: number;
    lastWatchedAt: string;
  }[];
  unreadMessages: number;
};
export type MyViewMainApiArg = void;
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
export type MyItem = {
  itemCode: number;
  quantity: number;
};
export type ChannelStream = {
  player: 'IVS' | 'HLS' | 'NCP' | 'HTML5' | 'BYTEPLUS';
  provider: 'ncp' | 'aws' | 'llh' | 'bp_flv';
  url: string;
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
export type Subscription = {
  subscriptionId: number;
  channelId: number;
  channelName: string;
  memberNickname: string;
  plan: 'oneMonth' | 'threeMonths';
  state: 1 | 2 | 3 | 4 | 5;
  autoRenew: boolean;
  startedAt: string;
  expiresAt: string;
  periods: number;
};
