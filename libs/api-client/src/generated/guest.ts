// Generated from libs/api-client/openapi.json by `npx nx run api-client:generate`. Do not edit.
import { lazyHook } from '../lazy-group';
import { guestEndpoints } from './guest-endpoints';

export * from './guest-endpoints';

export const useCheckLoginIdQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useCheckLoginIdQuery');
export const useLazyCheckLoginIdQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useLazyCheckLoginIdQuery');
export const useCheckNicknameQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useCheckNicknameQuery');
export const useLazyCheckNicknameQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useLazyCheckNicknameQuery');
export const useFindRecommenderQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useFindRecommenderQuery');
export const useLazyFindRecommenderQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useLazyFindRecommenderQuery');
export const useFindLoginIdQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useFindLoginIdQuery');
export const useLazyFindLoginIdQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useLazyFindLoginIdQuery');
export const useCheckRefcodeQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useCheckRefcodeQuery');
export const useLazyCheckRefcodeQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useLazyCheckRefcodeQuery');
export const useListChannelsQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useListChannelsQuery');
export const useLazyListChannelsQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useLazyListChannelsQuery');
export const useGetChannelDetailQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useGetChannelDetailQuery');
export const useLazyGetChannelDetailQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useLazyGetChannelDetailQuery');
export const useTimeCheckQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useTimeCheckQuery');
export const useLazyTimeCheckQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useLazyTimeCheckQuery');
export const useLiveAuthCheckQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useLiveAuthCheckQuery');
export const useLazyLiveAuthCheckQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useLazyLiveAuthCheckQuery');
export const useLiveAuthMutation = /* @__PURE__ */ lazyHook(guestEndpoints, 'useLiveAuthMutation');
export const useGuestChannelProfileQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useGuestChannelProfileQuery');
export const useLazyGuestChannelProfileQuery = /* @__PURE__ */ lazyHook(
  guestEndpoints,
  'useLazyGuestChannelProfileQuery',
);
export const useChannelSettingsQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useChannelSettingsQuery');
export const useLazyChannelSettingsQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useLazyChannelSettingsQuery');
export const useFindNewBoardQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useFindNewBoardQuery');
export const useLazyFindNewBoardQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useLazyFindNewBoardQuery');
export const useLiveBoardCheckMutation = /* @__PURE__ */ lazyHook(guestEndpoints, 'useLiveBoardCheckMutation');
export const useSubscriberCountQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useSubscriberCountQuery');
export const useLazySubscriberCountQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useLazySubscriberCountQuery');
export const usePaymentFailureQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'usePaymentFailureQuery');
export const useLazyPaymentFailureQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useLazyPaymentFailureQuery');
export const useFollowerCountQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useFollowerCountQuery');
export const useLazyFollowerCountQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useLazyFollowerCountQuery');
export const useGetMemberCardQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useGetMemberCardQuery');
export const useLazyGetMemberCardQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useLazyGetMemberCardQuery');
export const useOverlayQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useOverlayQuery');
export const useLazyOverlayQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useLazyOverlayQuery');
export const usePushPublicKeyQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'usePushPublicKeyQuery');
export const useLazyPushPublicKeyQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useLazyPushPublicKeyQuery');
export const useHomeBannersQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useHomeBannersQuery');
export const useLazyHomeBannersQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useLazyHomeBannersQuery');
export const useHomeBannersNewstyleQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useHomeBannersNewstyleQuery');
export const useLazyHomeBannersNewstyleQuery = /* @__PURE__ */ lazyHook(
  guestEndpoints,
  'useLazyHomeBannersNewstyleQuery',
);
export const useHomePopupsQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useHomePopupsQuery');
export const useLazyHomePopupsQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useLazyHomePopupsQuery');
export const useHomeLogoListQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useHomeLogoListQuery');
export const useLazyHomeLogoListQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useLazyHomeLogoListQuery');
export const useHomeThemesQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useHomeThemesQuery');
export const useLazyHomeThemesQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useLazyHomeThemesQuery');
export const useHomeSuggestionListQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useHomeSuggestionListQuery');
export const useLazyHomeSuggestionListQuery = /* @__PURE__ */ lazyHook(
  guestEndpoints,
  'useLazyHomeSuggestionListQuery',
);
export const useHomeChannelingSwitchingQuery = /* @__PURE__ */ lazyHook(
  guestEndpoints,
  'useHomeChannelingSwitchingQuery',
);
export const useLazyHomeChannelingSwitchingQuery = /* @__PURE__ */ lazyHook(
  guestEndpoints,
  'useLazyHomeChannelingSwitchingQuery',
);
export const useHomePincruxQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useHomePincruxQuery');
export const useLazyHomePincruxQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useLazyHomePincruxQuery');
export const useGuestRecordedStreamListQuery = /* @__PURE__ */ lazyHook(
  guestEndpoints,
  'useGuestRecordedStreamListQuery',
);
export const useLazyGuestRecordedStreamListQuery = /* @__PURE__ */ lazyHook(
  guestEndpoints,
  'useLazyGuestRecordedStreamListQuery',
);
export const useGuestRecordedStreamQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useGuestRecordedStreamQuery');
export const useLazyGuestRecordedStreamQuery = /* @__PURE__ */ lazyHook(
  guestEndpoints,
  'useLazyGuestRecordedStreamQuery',
);
export const useGuestReplayChatQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useGuestReplayChatQuery');
export const useLazyGuestReplayChatQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useLazyGuestReplayChatQuery');
export const useGuestClipQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useGuestClipQuery');
export const useLazyGuestClipQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useLazyGuestClipQuery');
export const useGuestClipViewMutation = /* @__PURE__ */ lazyHook(guestEndpoints, 'useGuestClipViewMutation');
export const useGuestClipListQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useGuestClipListQuery');
export const useLazyGuestClipListQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useLazyGuestClipListQuery');
export const useShowEmojiQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useShowEmojiQuery');
export const useLazyShowEmojiQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useLazyShowEmojiQuery');
export const useShowAllEmojiQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useShowAllEmojiQuery');
export const useLazyShowAllEmojiQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useLazyShowAllEmojiQuery');
export const useGuestRulesDocumentInForceQuery = /* @__PURE__ */ lazyHook(
  guestEndpoints,
  'useGuestRulesDocumentInForceQuery',
);
export const useLazyGuestRulesDocumentInForceQuery = /* @__PURE__ */ lazyHook(
  guestEndpoints,
  'useLazyGuestRulesDocumentInForceQuery',
);
export const useListCategoriesQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useListCategoriesQuery');
export const useLazyListCategoriesQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useLazyListCategoriesQuery');
export const useBrowseLiveQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useBrowseLiveQuery');
export const useLazyBrowseLiveQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useLazyBrowseLiveQuery');
export const useSearchAllQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useSearchAllQuery');
export const useLazySearchAllQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useLazySearchAllQuery');
export const useOfflineSuggestionsQuery = /* @__PURE__ */ lazyHook(guestEndpoints, 'useOfflineSuggestionsQuery');
export const useLazyOfflineSuggestionsQuery = /* @__PURE__ */ lazyHook(
  guestEndpoints,
  'useLazyOfflineSuggestionsQuery',
);
