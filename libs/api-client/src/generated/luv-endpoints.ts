// Generated from libs/api-client/openapi.json by `npx nx run api-client:generate`. Do not edit.
import { lazyApi as api } from '../lazy-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    luvGift: build.mutation<LuvGiftApiResponse, LuvGiftApiArg>({
      query: (queryArg) => ({
        url: `/api/luv/gift`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    reportMistakenGift: build.mutation<ReportMistakenGiftApiResponse, ReportMistakenGiftApiArg>({
      query: (queryArg) => ({
        url: `/api/luv/gifts/${encodeURIComponent(String(queryArg.giftId))}/mistake-report`,
        method: 'POST',
      }),
    }),
    luvHistory: build.query<LuvHistoryApiResponse, LuvHistoryApiArg>({
      query: (queryArg) => ({
        url: `/api/luv/history`,
        params: {
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    luvItemsSum: build.query<LuvItemsSumApiResponse, LuvItemsSumApiArg>({
      query: () => ({ url: `/api/luv/items-sum` }),
    }),
    luvReceived: build.query<LuvReceivedApiResponse, LuvReceivedApiArg>({
      query: () => ({ url: `/api/luv/received` }),
    }),
    luvReceivedList: build.query<LuvReceivedListApiResponse, LuvReceivedListApiArg>({
      query: (queryArg) => ({
        url: `/api/luv/received-list`,
        params: {
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    luvSentList: build.query<LuvSentListApiResponse, LuvSentListApiArg>({
      query: (queryArg) => ({
        url: `/api/luv/sent-list`,
        params: {
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    luvSums: build.query<LuvSumsApiResponse, LuvSumsApiArg>({
      query: () => ({ url: `/api/luv/sums` }),
    }),
    luvWithdraw: build.mutation<LuvWithdrawApiResponse, LuvWithdrawApiArg>({
      query: (queryArg) => ({
        url: `/api/luv/withdraw`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    luvWithdrawCancel: build.mutation<LuvWithdrawCancelApiResponse, LuvWithdrawCancelApiArg>({
      query: (queryArg) => ({
        url: `/api/luv/withdraw-cancel`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    luvWithdrawList: build.query<LuvWithdrawListApiResponse, LuvWithdrawListApiArg>({
      query: (queryArg) => ({
        url: `/api/luv/withdraw-list`,
        params: {
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    luvWithdrawStatement: build.query<LuvWithdrawStatementApiResponse, LuvWithdrawStatementApiArg>({
      query: (queryArg) => ({
        url: `/api/luv/withdraw-statement`,
        params: {
          year: queryArg.year,
          month: queryArg.month,
          lang: queryArg.lang,
        },
      }),
    }),
    luvWithdrawComplete: build.mutation<LuvWithdrawCompleteApiResponse, LuvWithdrawCompleteApiArg>({
      query: (queryArg) => ({
        url: `/api/luv/withdraw/${encodeURIComponent(String(queryArg.withdrawId))}/complete`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    luvWithdrawReject: build.mutation<LuvWithdrawRejectApiResponse, LuvWithdrawRejectApiArg>({
      query: (queryArg) => ({
        url: `/api/luv/withdraw/${encodeURIComponent(String(queryArg.withdrawId))}/reject`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as luvEndpoints };
export type LuvGiftApiResponse = /** status 200 OK */ {
  giftId: number;
  itemCode: number;
  amount: number;
  netAmount: number;
  balance: number;
  live: boolean;
};
export type LuvGiftApiArg = {
  /** One value per intended operation; a retry with the same value gets the first answer. */
  'Idempotency-Key': string;
  body: {
    channelId: number;
    itemCode?: number;
    amount: number;
    message?: string;
  };
};
export type ReportMistakenGiftApiResponse = /** status 201 OK */ {
  reportId: number;
  giftId: number;
  state: 'reported' | 'reversed' | 'refused';
  reportedAt: string;
};
export type ReportMistakenGiftApiArg = {
  giftId: string;
};
export type LuvHistoryApiResponse = /** status 200 OK */ {
  items: LedgerMovement[];
  page: number;
  size: number;
  total: number;
};
export type LuvHistoryApiArg = {
  page?: number;
  size?: number;
};
export type LuvItemsSumApiResponse = /** status 200 OK */ {
  luv: number;
  items: Holding[];
  owed: number;
  owedItems: Holding[];
};
export type LuvItemsSumApiArg = void;
export type LuvReceivedApiResponse = /** status 200 OK */ {
  total: number;
  available: number;
  held: number;
  withdrawn: number;
};
export type LuvReceivedApiArg = void;
export type LuvReceivedListApiResponse = /** status 200 OK */ {
  items: GiftRecord[];
  page: number;
  size: number;
  total: number;
};
export type LuvReceivedListApiArg = {
  page?: number;
  size?: number;
};
export type LuvSentListApiResponse = /** status 200 OK */ {
  items: GiftRecord[];
  page: number;
  size: number;
  total: number;
};
export type LuvSentListApiArg = {
  page?: number;
  size?: number;
};
export type LuvSumsApiResponse = /** status 200 OK */ {
  purchased: number;
  sent: number;
  received: number;
  used: number;
};
export type LuvSumsApiArg = void;
export type LuvWithdrawApiResponse = /** status 201 OK */ Withdrawal;
export type LuvWithdrawApiArg = {
  /** One value per intended operation; a retry with the same value gets the first answer. */
  'Idempotency-Key': string;
  body: {
    amount: number;
  };
};
export type LuvWithdrawCancelApiResponse = /** status 200 OK */ Withdrawal;
export type LuvWithdrawCancelApiArg = {
  /** One value per intended operation; a retry with the same value gets the first answer. */
  'Idempotency-Key': string;
  body: {
    withdrawId: number;
  };
};
export type LuvWithdrawListApiResponse = /** status 200 OK */ {
  items: Withdrawal[];
  page: number;
  size: number;
  total: number;
};
export type LuvWithdrawListApiArg = {
  page?: number;
  size?: number;
};
export type LuvWithdrawStatementApiResponse = /** status 200 OK */ {
  period: string;
  rows: {
    withdrawId: number;
    paidAt: string;
    gross: number;
    fee: number;
    withheld: number;
    net: number;
  }[];
  totals: {
    gross: number;
    fee: number;
    withheld: number;
    net: number;
  };
  fileName: string;
  csv: string;
};
export type LuvWithdrawStatementApiArg = {
  year: string;
  month?: string;
  lang?: 'ko' | 'en';
};
export type LuvWithdrawCompleteApiResponse = /** status 200 OK */ Withdrawal;
export type LuvWithdrawCompleteApiArg = {
  withdrawId: string;
  body: {
    note?: string;
  };
};
export type LuvWithdrawRejectApiResponse = /** status 200 OK */ Withdrawal;
export type LuvWithdrawRejectApiArg = {
  withdrawId: string;
  body: {
    note?: string;
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
export type LedgerMovement = {
  txId: number;
  reason: string;
  reference: string;
  itemCode: number;
  amount: number;
  createdAt: string;
  channelName: string | null;
};
export type Holding = {
  itemCode: number;
  quantity: number;
};
export type GiftRecord = {
  giftId: number;
  channelId: number;
  channelName: string;
  senderNickname: string;
  itemCode: number;
  amount: number;
  netAmount: number;
  message: string | null;
  live: boolean;
  createdAt: string;
  mistakeReport: {
    state: 'reported' | 'reversed' | 'refused';
    reportedAt: string;
  } | null;
};
export type Withdrawal = {
  withdrawId: number;
  amount: number;
  payout: number;
  state: 'requested' | 'approved' | 'cancelled' | 'completed' | 'rejected';
  bankCode: string;
  bankAccount: string;
  bankHolderName: string;
  requestedAt: string;
  decidedAt: string | null;
  decisionNote: string | null;
};
