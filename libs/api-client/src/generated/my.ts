// Generated from libs/api-client/openapi.json by `npx nx run api-client:generate`. Do not edit.
import { baseApi as api } from '../base-api';
export const addTagTypes = ['my'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      myBanks: build.query<MyBanksApiResponse, MyBanksApiArg>({
        query: () => ({ url: `/api/my/banks` }),
        providesTags: ['my'],
      }),
      myUpdateBanks: build.mutation<MyUpdateBanksApiResponse, MyUpdateBanksApiArg>({
        query: (queryArg) => ({ url: `/api/my/banks`, method: 'PUT', body: queryArg.body }),
        invalidatesTags: ['my'],
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
        invalidatesTags: ['my'],
      }),
      myItems: build.query<MyItemsApiResponse, MyItemsApiArg>({
        query: (queryArg) => ({
          url: `/api/my/items`,
          params: {
            page: queryArg.page,
            size: queryArg.size,
          },
        }),
        providesTags: ['my'],
      }),
      myLuvPreset: build.query<MyLuvPresetApiResponse, MyLuvPresetApiArg>({
        query: () => ({ url: `/api/my/luv-preset` }),
        providesTags: ['my'],
      }),
      myUpdateLuvPreset: build.mutation<MyUpdateLuvPresetApiResponse, MyUpdateLuvPresetApiArg>({
        query: (queryArg) => ({ url: `/api/my/luv-preset`, method: 'PUT', body: queryArg.body }),
        invalidatesTags: ['my'],
      }),
      mySubscribers: build.query<MySubscribersApiResponse, MySubscribersApiArg>({
        query: (queryArg) => ({
          url: `/api/my/subscribers`,
          params: {
            page: queryArg.page,
            size: queryArg.size,
          },
        }),
        providesTags: ['my'],
      }),
      mySubscriptions: build.query<MySubscriptionsApiResponse, MySubscriptionsApiArg>({
        query: (queryArg) => ({
          url: `/api/my/subscriptions`,
          params: {
            page: queryArg.page,
            size: queryArg.size,
          },
        }),
        providesTags: ['my'],
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
        invalidatesTags: ['my'],
      }),
      myCancelRenewal: build.mutation<MyCancelRenewalApiResponse, MyCancelRenewalApiArg>({
        query: (queryArg) => ({
          url: `/api/my/subscriptions/${encodeURIComponent(String(queryArg.subscriptionId))}/cancel-renewal`,
          method: 'POST',
        }),
        invalidatesTags: ['my'],
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
  } | null;
  banks: {
    code: string;
    name: string;
  }[];
};
export type MyBanksApiArg = void;
export type MyUpdateBanksApiResponse = /** status 200 OK */ {
  account: {
    bankCode: string;
    bankAccount: string;
    bankHolderName: string;
  } | null;
  banks: {
    code: string;
    name: string;
  }[];
};
export type MyUpdateBanksApiArg = {
  body: {
    bankCode: string;
    bankAccount: string;
    bankHolderName: string;
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
export type MyItem = {
  itemCode: number;
  quantity: number;
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
export const {
  useMyBanksQuery,
  useLazyMyBanksQuery,
  useMyUpdateBanksMutation,
  useMyItemUseMutation,
  useMyItemsQuery,
  useLazyMyItemsQuery,
  useMyLuvPresetQuery,
  useLazyMyLuvPresetQuery,
  useMyUpdateLuvPresetMutation,
  useMySubscribersQuery,
  useLazyMySubscribersQuery,
  useMySubscriptionsQuery,
  useLazyMySubscriptionsQuery,
  useMySubscribeMutation,
  useMyCancelRenewalMutation,
} = injectedRtkApi;
