// Generated from libs/api-client/openapi.json by `npx nx run api-client:generate`. Do not edit.
import { lazyHook } from '../lazy-group';
import { luvEndpoints } from './luv-endpoints';

export * from './luv-endpoints';

export const useLuvItemsSumQuery = /* @__PURE__ */ lazyHook(luvEndpoints, 'useLuvItemsSumQuery');
export const useLazyLuvItemsSumQuery = /* @__PURE__ */ lazyHook(luvEndpoints, 'useLazyLuvItemsSumQuery');
export const useLuvReceivedQuery = /* @__PURE__ */ lazyHook(luvEndpoints, 'useLuvReceivedQuery');
export const useLazyLuvReceivedQuery = /* @__PURE__ */ lazyHook(luvEndpoints, 'useLazyLuvReceivedQuery');
export const useLuvReceivedListQuery = /* @__PURE__ */ lazyHook(luvEndpoints, 'useLuvReceivedListQuery');
export const useLazyLuvReceivedListQuery = /* @__PURE__ */ lazyHook(luvEndpoints, 'useLazyLuvReceivedListQuery');
export const useLuvSentListQuery = /* @__PURE__ */ lazyHook(luvEndpoints, 'useLuvSentListQuery');
export const useLazyLuvSentListQuery = /* @__PURE__ */ lazyHook(luvEndpoints, 'useLazyLuvSentListQuery');
export const useReportMistakenGiftMutation = /* @__PURE__ */ lazyHook(luvEndpoints, 'useReportMistakenGiftMutation');
export const useLuvHistoryQuery = /* @__PURE__ */ lazyHook(luvEndpoints, 'useLuvHistoryQuery');
export const useLazyLuvHistoryQuery = /* @__PURE__ */ lazyHook(luvEndpoints, 'useLazyLuvHistoryQuery');
export const useLuvSumsQuery = /* @__PURE__ */ lazyHook(luvEndpoints, 'useLuvSumsQuery');
export const useLazyLuvSumsQuery = /* @__PURE__ */ lazyHook(luvEndpoints, 'useLazyLuvSumsQuery');
export const useLuvGiftMutation = /* @__PURE__ */ lazyHook(luvEndpoints, 'useLuvGiftMutation');
export const useLuvWithdrawMutation = /* @__PURE__ */ lazyHook(luvEndpoints, 'useLuvWithdrawMutation');
export const useLuvWithdrawListQuery = /* @__PURE__ */ lazyHook(luvEndpoints, 'useLuvWithdrawListQuery');
export const useLazyLuvWithdrawListQuery = /* @__PURE__ */ lazyHook(luvEndpoints, 'useLazyLuvWithdrawListQuery');
export const useLuvWithdrawStatementQuery = /* @__PURE__ */ lazyHook(luvEndpoints, 'useLuvWithdrawStatementQuery');
export const useLazyLuvWithdrawStatementQuery = /* @__PURE__ */ lazyHook(
  luvEndpoints,
  'useLazyLuvWithdrawStatementQuery',
);
export const useLuvWithdrawCancelMutation = /* @__PURE__ */ lazyHook(luvEndpoints, 'useLuvWithdrawCancelMutation');
export const useLuvWithdrawCompleteMutation = /* @__PURE__ */ lazyHook(luvEndpoints, 'useLuvWithdrawCompleteMutation');
export const useLuvWithdrawRejectMutation = /* @__PURE__ */ lazyHook(luvEndpoints, 'useLuvWithdrawRejectMutation');
