// Generated from libs/api-client/openapi.json by `npx nx run api-client:generate`. Do not edit.
import { lazyHook } from '../lazy-group';
import { csEndpoints } from './cs-endpoints';

export * from './cs-endpoints';

export const useCsNoticeListQuery = /* @__PURE__ */ lazyHook(csEndpoints, 'useCsNoticeListQuery');
export const useLazyCsNoticeListQuery = /* @__PURE__ */ lazyHook(csEndpoints, 'useLazyCsNoticeListQuery');
export const useCsDevelopNoticeListQuery = /* @__PURE__ */ lazyHook(csEndpoints, 'useCsDevelopNoticeListQuery');
export const useLazyCsDevelopNoticeListQuery = /* @__PURE__ */ lazyHook(csEndpoints, 'useLazyCsDevelopNoticeListQuery');
export const useCsGuideListQuery = /* @__PURE__ */ lazyHook(csEndpoints, 'useCsGuideListQuery');
export const useLazyCsGuideListQuery = /* @__PURE__ */ lazyHook(csEndpoints, 'useLazyCsGuideListQuery');
export const useCsInquiryWriteMutation = /* @__PURE__ */ lazyHook(csEndpoints, 'useCsInquiryWriteMutation');
export const useCsInquiryListQuery = /* @__PURE__ */ lazyHook(csEndpoints, 'useCsInquiryListQuery');
export const useLazyCsInquiryListQuery = /* @__PURE__ */ lazyHook(csEndpoints, 'useLazyCsInquiryListQuery');
export const useCsInquiryListV2Query = /* @__PURE__ */ lazyHook(csEndpoints, 'useCsInquiryListV2Query');
export const useLazyCsInquiryListV2Query = /* @__PURE__ */ lazyHook(csEndpoints, 'useLazyCsInquiryListV2Query');
export const useCsInquiryDeleteMutation = /* @__PURE__ */ lazyHook(csEndpoints, 'useCsInquiryDeleteMutation');
export const useCsInquiryAnswerMutation = /* @__PURE__ */ lazyHook(csEndpoints, 'useCsInquiryAnswerMutation');
export const useCsDeclarationPostMutation = /* @__PURE__ */ lazyHook(csEndpoints, 'useCsDeclarationPostMutation');
export const useCsDeclarationListQuery = /* @__PURE__ */ lazyHook(csEndpoints, 'useCsDeclarationListQuery');
export const useLazyCsDeclarationListQuery = /* @__PURE__ */ lazyHook(csEndpoints, 'useLazyCsDeclarationListQuery');
export const useCsDeclarationDeleteMutation = /* @__PURE__ */ lazyHook(csEndpoints, 'useCsDeclarationDeleteMutation');
export const useCsAccountChangeMutation = /* @__PURE__ */ lazyHook(csEndpoints, 'useCsAccountChangeMutation');
export const useCsAccountChangeLatestQuery = /* @__PURE__ */ lazyHook(csEndpoints, 'useCsAccountChangeLatestQuery');
export const useLazyCsAccountChangeLatestQuery = /* @__PURE__ */ lazyHook(
  csEndpoints,
  'useLazyCsAccountChangeLatestQuery',
);
export const useBoardListQuery = /* @__PURE__ */ lazyHook(csEndpoints, 'useBoardListQuery');
export const useLazyBoardListQuery = /* @__PURE__ */ lazyHook(csEndpoints, 'useLazyBoardListQuery');
export const useBoardDetailQuery = /* @__PURE__ */ lazyHook(csEndpoints, 'useBoardDetailQuery');
export const useLazyBoardDetailQuery = /* @__PURE__ */ lazyHook(csEndpoints, 'useLazyBoardDetailQuery');
export const useBoardWriteMutation = /* @__PURE__ */ lazyHook(csEndpoints, 'useBoardWriteMutation');
export const useBoardUpdateMutation = /* @__PURE__ */ lazyHook(csEndpoints, 'useBoardUpdateMutation');
export const useBoardDeleteMutation = /* @__PURE__ */ lazyHook(csEndpoints, 'useBoardDeleteMutation');
export const useBoardCommentListQuery = /* @__PURE__ */ lazyHook(csEndpoints, 'useBoardCommentListQuery');
export const useLazyBoardCommentListQuery = /* @__PURE__ */ lazyHook(csEndpoints, 'useLazyBoardCommentListQuery');
export const useBoardCommentWriteMutation = /* @__PURE__ */ lazyHook(csEndpoints, 'useBoardCommentWriteMutation');
export const useBoardCommentUpdateMutation = /* @__PURE__ */ lazyHook(csEndpoints, 'useBoardCommentUpdateMutation');
export const useBoardCommentDeleteMutation = /* @__PURE__ */ lazyHook(csEndpoints, 'useBoardCommentDeleteMutation');
export const useBoardLikeMutation = /* @__PURE__ */ lazyHook(csEndpoints, 'useBoardLikeMutation');
export const useBoardLikeCountQuery = /* @__PURE__ */ lazyHook(csEndpoints, 'useBoardLikeCountQuery');
export const useLazyBoardLikeCountQuery = /* @__PURE__ */ lazyHook(csEndpoints, 'useLazyBoardLikeCountQuery');
export const useBoardLikeUsersQuery = /* @__PURE__ */ lazyHook(csEndpoints, 'useBoardLikeUsersQuery');
export const useLazyBoardLikeUsersQuery = /* @__PURE__ */ lazyHook(csEndpoints, 'useLazyBoardLikeUsersQuery');
export const useBoardImportantMutation = /* @__PURE__ */ lazyHook(csEndpoints, 'useBoardImportantMutation');
export const useBoardSettingCheckQuery = /* @__PURE__ */ lazyHook(csEndpoints, 'useBoardSettingCheckQuery');
export const useLazyBoardSettingCheckQuery = /* @__PURE__ */ lazyHook(csEndpoints, 'useLazyBoardSettingCheckQuery');
export const useBoardSettingUpdateMutation = /* @__PURE__ */ lazyHook(csEndpoints, 'useBoardSettingUpdateMutation');
