// Generated from libs/api-client/openapi.json by `npx nx run api-client:generate`. Do not edit.
import { lazyHook } from '../lazy-group';
import { myEndpoints } from './my-endpoints';

export * from './my-endpoints';

export const useSetRoomPasswordMutation = /* @__PURE__ */ lazyHook(myEndpoints, 'useSetRoomPasswordMutation');
export const useMyItemsQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useMyItemsQuery');
export const useLazyMyItemsQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useLazyMyItemsQuery');
export const useMyItemUseMutation = /* @__PURE__ */ lazyHook(myEndpoints, 'useMyItemUseMutation');
export const useMyBanksQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useMyBanksQuery');
export const useLazyMyBanksQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useLazyMyBanksQuery');
export const useMyUpdateBanksMutation = /* @__PURE__ */ lazyHook(myEndpoints, 'useMyUpdateBanksMutation');
export const useMyLuvPresetQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useMyLuvPresetQuery');
export const useLazyMyLuvPresetQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useLazyMyLuvPresetQuery');
export const useMyUpdateLuvPresetMutation = /* @__PURE__ */ lazyHook(myEndpoints, 'useMyUpdateLuvPresetMutation');
export const useMySubscriptionsQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useMySubscriptionsQuery');
export const useLazyMySubscriptionsQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useLazyMySubscriptionsQuery');
export const useMySubscribeMutation = /* @__PURE__ */ lazyHook(myEndpoints, 'useMySubscribeMutation');
export const useMyCancelRenewalMutation = /* @__PURE__ */ lazyHook(myEndpoints, 'useMyCancelRenewalMutation');
export const useMySubscribersQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useMySubscribersQuery');
export const useLazyMySubscribersQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useLazyMySubscribersQuery');
export const useMyChannelProfileQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useMyChannelProfileQuery');
export const useLazyMyChannelProfileQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useLazyMyChannelProfileQuery');
export const useOpenChannelMutation = /* @__PURE__ */ lazyHook(myEndpoints, 'useOpenChannelMutation');
export const useUpdateChannelProfileMutation = /* @__PURE__ */ lazyHook(myEndpoints, 'useUpdateChannelProfileMutation');
export const useUpdateChannelSettingsMutation = /* @__PURE__ */ lazyHook(
  myEndpoints,
  'useUpdateChannelSettingsMutation',
);
export const useUpdateLiveTitleMutation = /* @__PURE__ */ lazyHook(myEndpoints, 'useUpdateLiveTitleMutation');
export const useCreateChannelNoticeMutation = /* @__PURE__ */ lazyHook(myEndpoints, 'useCreateChannelNoticeMutation');
export const useListChannelNoticesQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useListChannelNoticesQuery');
export const useLazyListChannelNoticesQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useLazyListChannelNoticesQuery');
export const useChannelRunsCheckQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useChannelRunsCheckQuery');
export const useLazyChannelRunsCheckQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useLazyChannelRunsCheckQuery');
export const useGetChannelNoticeQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useGetChannelNoticeQuery');
export const useLazyGetChannelNoticeQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useLazyGetChannelNoticeQuery');
export const useUpdateChannelNoticeMutation = /* @__PURE__ */ lazyHook(myEndpoints, 'useUpdateChannelNoticeMutation');
export const useDeleteChannelNoticeMutation = /* @__PURE__ */ lazyHook(myEndpoints, 'useDeleteChannelNoticeMutation');
export const useMyFollowMutation = /* @__PURE__ */ lazyHook(myEndpoints, 'useMyFollowMutation');
export const useMyUnfollowMutation = /* @__PURE__ */ lazyHook(myEndpoints, 'useMyUnfollowMutation');
export const useMyFollowedChannelsQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useMyFollowedChannelsQuery');
export const useLazyMyFollowedChannelsQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useLazyMyFollowedChannelsQuery');
export const useStudioLiveQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useStudioLiveQuery');
export const useLazyStudioLiveQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useLazyStudioLiveQuery');
export const useStudioBroadcastsQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useStudioBroadcastsQuery');
export const useLazyStudioBroadcastsQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useLazyStudioBroadcastsQuery');
export const useStudioAnalyticsQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useStudioAnalyticsQuery');
export const useLazyStudioAnalyticsQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useLazyStudioAnalyticsQuery');
export const useStudioOverlayQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useStudioOverlayQuery');
export const useLazyStudioOverlayQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useLazyStudioOverlayQuery');
export const useStudioOverlaySettingsMutation = /* @__PURE__ */ lazyHook(
  myEndpoints,
  'useStudioOverlaySettingsMutation',
);
export const useStudioOverlaySecretMutation = /* @__PURE__ */ lazyHook(myEndpoints, 'useStudioOverlaySecretMutation');
export const useStudioOverlayTestMutation = /* @__PURE__ */ lazyHook(myEndpoints, 'useStudioOverlayTestMutation');
export const useStudioManagersQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useStudioManagersQuery');
export const useLazyStudioManagersQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useLazyStudioManagersQuery');
export const useStudioManagerAddMutation = /* @__PURE__ */ lazyHook(myEndpoints, 'useStudioManagerAddMutation');
export const useStudioManagerRemoveMutation = /* @__PURE__ */ lazyHook(myEndpoints, 'useStudioManagerRemoveMutation');
export const useStudioSanctionsQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useStudioSanctionsQuery');
export const useLazyStudioSanctionsQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useLazyStudioSanctionsQuery');
export const useStudioSanctionLiftMutation = /* @__PURE__ */ lazyHook(myEndpoints, 'useStudioSanctionLiftMutation');
export const useStudioRoomPasswordQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useStudioRoomPasswordQuery');
export const useLazyStudioRoomPasswordQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useLazyStudioRoomPasswordQuery');
export const useMyStreamsPresentQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useMyStreamsPresentQuery');
export const useLazyMyStreamsPresentQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useLazyMyStreamsPresentQuery');
export const useMyStreamsPlayedQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useMyStreamsPlayedQuery');
export const useLazyMyStreamsPlayedQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useLazyMyStreamsPlayedQuery');
export const useMyStreamsRecentQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useMyStreamsRecentQuery');
export const useLazyMyStreamsRecentQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useLazyMyStreamsRecentQuery');
export const useMyStreamsSubscriptionsQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useMyStreamsSubscriptionsQuery');
export const useLazyMyStreamsSubscriptionsQuery = /* @__PURE__ */ lazyHook(
  myEndpoints,
  'useLazyMyStreamsSubscriptionsQuery',
);
export const useMyStreamsWatchMutation = /* @__PURE__ */ lazyHook(myEndpoints, 'useMyStreamsWatchMutation');
export const useMyViewMainQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useMyViewMainQuery');
export const useLazyMyViewMainQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useLazyMyViewMainQuery');
export const useMySendMessageMutation = /* @__PURE__ */ lazyHook(myEndpoints, 'useMySendMessageMutation');
export const useMyMessagesQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useMyMessagesQuery');
export const useLazyMyMessagesQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useLazyMyMessagesQuery');
export const useMyReadMessageQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useMyReadMessageQuery');
export const useLazyMyReadMessageQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useLazyMyReadMessageQuery');
export const useMyDeleteMessagesMutation = /* @__PURE__ */ lazyHook(myEndpoints, 'useMyDeleteMessagesMutation');
export const useMyUnreadMessageCountQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useMyUnreadMessageCountQuery');
export const useLazyMyUnreadMessageCountQuery = /* @__PURE__ */ lazyHook(
  myEndpoints,
  'useLazyMyUnreadMessageCountQuery',
);
export const useMyMessageBlocksQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useMyMessageBlocksQuery');
export const useLazyMyMessageBlocksQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useLazyMyMessageBlocksQuery');
export const useMyBlockMemberMutation = /* @__PURE__ */ lazyHook(myEndpoints, 'useMyBlockMemberMutation');
export const useMyUnblockMemberMutation = /* @__PURE__ */ lazyHook(myEndpoints, 'useMyUnblockMemberMutation');
export const useMyNotificationsQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useMyNotificationsQuery');
export const useLazyMyNotificationsQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useLazyMyNotificationsQuery');
export const useMyNotificationsReadMutation = /* @__PURE__ */ lazyHook(myEndpoints, 'useMyNotificationsReadMutation');
export const useMyPushSubscribeMutation = /* @__PURE__ */ lazyHook(myEndpoints, 'useMyPushSubscribeMutation');
export const useMyPushUnsubscribeMutation = /* @__PURE__ */ lazyHook(myEndpoints, 'useMyPushUnsubscribeMutation');
export const useMyFollowNotifyMutation = /* @__PURE__ */ lazyHook(myEndpoints, 'useMyFollowNotifyMutation');
export const useMySettingQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useMySettingQuery');
export const useLazyMySettingQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useLazyMySettingQuery');
export const useMyUpdateSettingMutation = /* @__PURE__ */ lazyHook(myEndpoints, 'useMyUpdateSettingMutation');
export const useMyProfileQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useMyProfileQuery');
export const useLazyMyProfileQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useLazyMyProfileQuery');
export const useMyUpdateProfileMutation = /* @__PURE__ */ lazyHook(myEndpoints, 'useMyUpdateProfileMutation');
export const useMyChangePasswordMutation = /* @__PURE__ */ lazyHook(myEndpoints, 'useMyChangePasswordMutation');
export const useMyStreamKeyQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useMyStreamKeyQuery');
export const useLazyMyStreamKeyQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useLazyMyStreamKeyQuery');
export const useMyStreamKeyRegenerateMutation = /* @__PURE__ */ lazyHook(
  myEndpoints,
  'useMyStreamKeyRegenerateMutation',
);
export const useMyStreamHealthQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useMyStreamHealthQuery');
export const useLazyMyStreamHealthQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useLazyMyStreamHealthQuery');
export const useMyRecordedStreamListQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useMyRecordedStreamListQuery');
export const useLazyMyRecordedStreamListQuery = /* @__PURE__ */ lazyHook(
  myEndpoints,
  'useLazyMyRecordedStreamListQuery',
);
export const useMyRecordedStreamUpdateMutation = /* @__PURE__ */ lazyHook(
  myEndpoints,
  'useMyRecordedStreamUpdateMutation',
);
export const useMyRecordedStreamDeleteMutation = /* @__PURE__ */ lazyHook(
  myEndpoints,
  'useMyRecordedStreamDeleteMutation',
);
export const useMyClipCreateMutation = /* @__PURE__ */ lazyHook(myEndpoints, 'useMyClipCreateMutation');
export const useMyClipDeleteMutation = /* @__PURE__ */ lazyHook(myEndpoints, 'useMyClipDeleteMutation');
export const useMyRulesAgreementsQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useMyRulesAgreementsQuery');
export const useLazyMyRulesAgreementsQuery = /* @__PURE__ */ lazyHook(myEndpoints, 'useLazyMyRulesAgreementsQuery');
export const useMyAgreeRulesDocumentMutation = /* @__PURE__ */ lazyHook(myEndpoints, 'useMyAgreeRulesDocumentMutation');
