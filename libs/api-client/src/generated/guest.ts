// Generated from libs/api-client/openapi.json by `npx nx run api-client:generate`. Do not edit.
import { baseApi as api } from '../base-api';
export const addTagTypes = ['guest'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getChannelDetail: build.query<GetChannelDetailApiResponse, GetChannelDetailApiArg>({
        query: (queryArg) => ({ url: `/api/guest/channel/${encodeURIComponent(String(queryArg.channelId))}` }),
        providesTags: ['guest'],
      }),
      listChannels: build.query<ListChannelsApiResponse, ListChannelsApiArg>({
        query: (queryArg) => ({
          url: `/api/guest/channels`,
          params: {
            page: queryArg.page,
            size: queryArg.size,
            live: queryArg.live,
          },
        }),
        providesTags: ['guest'],
      }),
      findLoginId: build.query<FindLoginIdApiResponse, FindLoginIdApiArg>({
        query: (queryArg) => ({ url: `/api/guest/find-loginId/${encodeURIComponent(String(queryArg.id))}` }),
        providesTags: ['guest'],
      }),
      findRecommender: build.query<FindRecommenderApiResponse, FindRecommenderApiArg>({
        query: (queryArg) => ({ url: `/api/guest/findRecommender/${encodeURIComponent(String(queryArg.id))}` }),
        providesTags: ['guest'],
      }),
      checkLoginId: build.query<CheckLoginIdApiResponse, CheckLoginIdApiArg>({
        query: (queryArg) => ({ url: `/api/guest/loginId/${encodeURIComponent(String(queryArg.id))}` }),
        providesTags: ['guest'],
      }),
      checkNickname: build.query<CheckNicknameApiResponse, CheckNicknameApiArg>({
        query: (queryArg) => ({ url: `/api/guest/nickname/${encodeURIComponent(String(queryArg.nickname))}` }),
        providesTags: ['guest'],
      }),
      checkRefcode: build.query<CheckRefcodeApiResponse, CheckRefcodeApiArg>({
        query: (queryArg) => ({ url: `/api/guest/refcode/${encodeURIComponent(String(queryArg.code))}` }),
        providesTags: ['guest'],
      }),
      subscriberCount: build.query<SubscriberCountApiResponse, SubscriberCountApiArg>({
        query: (queryArg) => ({
          url: `/api/guest/subscriber-count`,
          params: {
            channelId: queryArg.channelId,
          },
        }),
        providesTags: ['guest'],
      }),
      timeCheck: build.query<TimeCheckApiResponse, TimeCheckApiArg>({
        query: () => ({ url: `/api/guest/timeCheck` }),
        providesTags: ['guest'],
      }),
      paymentFailure: build.query<PaymentFailureApiResponse, PaymentFailureApiArg>({
        query: (queryArg) => ({
          url: `/v2/api/guest/payment-failure`,
          params: {
            orderId: queryArg.orderId,
          },
        }),
        providesTags: ['guest'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as guestEndpoints };
export type GetChannelDetailApiResponse = /** status 200 OK */ ChannelDetail;
export type GetChannelDetailApiArg = {
  channelId: string;
};
export type ListChannelsApiResponse = /** status 200 OK */ ChannelPage;
export type ListChannelsApiArg = {
  page?: number;
  size?: number;
  live?: boolean;
};
export type FindLoginIdApiResponse = /** status 200 OK */ {
  msg: 'ok' | 'notfound';
};
export type FindLoginIdApiArg = {
  id: string;
};
export type FindRecommenderApiResponse = /** status 200 OK */ {
  msg: 'ok' | 'notfound';
};
export type FindRecommenderApiArg = {
  id: string;
};
export type CheckLoginIdApiResponse = /** status 200 OK */ {
  msg: 'ok' | 'exists';
};
export type CheckLoginIdApiArg = {
  id: string;
};
export type CheckNicknameApiResponse = /** status 200 OK */ {
  msg: 'ok' | 'overlap';
};
export type CheckNicknameApiArg = {
  nickname: string;
};
export type CheckRefcodeApiResponse = /** status 200 OK */ {
  msg: 'ok' | 'notfound';
};
export type CheckRefcodeApiArg = {
  code: string;
};
export type SubscriberCountApiResponse = /** status 200 OK */ {
  channelId: number;
  count: number;
};
export type SubscriberCountApiArg = {
  channelId: number;
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
};
export type FieldError = {
  field: string;
  in: 'path' | 'query' | 'body' | 'header';
  message: string;
};
export type ErrorBody = {
  statusCode: number;
  code: string;
  message: string;
  errors?: FieldError[];
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
};
export type ChannelPage = {
  items: ChannelSummary[];
  page: number;
  size: number;
  total: number;
};
export const {
  useGetChannelDetailQuery,
  useLazyGetChannelDetailQuery,
  useListChannelsQuery,
  useLazyListChannelsQuery,
  useFindLoginIdQuery,
  useLazyFindLoginIdQuery,
  useFindRecommenderQuery,
  useLazyFindRecommenderQuery,
  useCheckLoginIdQuery,
  useLazyCheckLoginIdQuery,
  useCheckNicknameQuery,
  useLazyCheckNicknameQuery,
  useCheckRefcodeQuery,
  useLazyCheckRefcodeQuery,
  useSubscriberCountQuery,
  useLazySubscriberCountQuery,
  useTimeCheckQuery,
  useLazyTimeCheckQuery,
  usePaymentFailureQuery,
  useLazyPaymentFailureQuery,
} = injectedRtkApi;
