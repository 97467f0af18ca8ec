// Generated from libs/api-client/openapi.json by `npx nx run api-client:generate`. Do not edit.
import { lazyApi as api } from '../lazy-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    exchangeAmount: build.query<ExchangeAmountApiResponse, ExchangeAmountApiArg>({
      query: (queryArg) => ({
        url: `/api/events/exchange/amount`,
        params: {
          eventId: queryArg.eventId,
        },
      }),
    }),
    exchangeApply: build.mutation<ExchangeApplyApiResponse, ExchangeApplyApiArg>({
      query: (queryArg) => ({
        url: `/api/events/exchange/apply`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    exchangeRate: build.query<ExchangeRateApiResponse, ExchangeRateApiArg>({
      query: () => ({ url: `/api/events/exchange/rate` }),
    }),
    exchangeStatus: build.query<ExchangeStatusApiResponse, ExchangeStatusApiArg>({
      query: (queryArg) => ({
        url: `/api/events/exchange/status`,
        params: {
          eventId: queryArg.eventId,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as eventsEndpoints };
export type ExchangeAmountApiResponse = /** status 200 OK */ {
  eventId: number;
  mine: {
    from: number;
    to: number;
    remaining: number;
  };
  totals: {
    from: number;
    to: number;
    applications: number;
  };
  holding: number;
};
export type ExchangeAmountApiArg = {
  eventId?: number;
};
export type ExchangeApplyApiResponse = /** status 201 OK */ ExchangeApplication;
export type ExchangeApplyApiArg = {
  /** One value per intended operation; a retry with the same value gets the first answer. */
  'Idempotency-Key': string;
  body: {
    eventId: number;
    amountFrom: number;
  };
};
export type ExchangeRateApiResponse = /** status 200 OK */ {
  event: ExchangeEvent | null;
};
export type ExchangeRateApiArg = void;
export type ExchangeStatusApiResponse = /** status 200 OK */ {
  event: ExchangeEvent | null;
  applications: ExchangeApplication[];
};
export type ExchangeStatusApiArg = {
  eventId?: number;
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
export type ExchangeApplication = {
  applicationId: number;
  eventId: number;
  amountFrom: number;
  amountTo: number;
  createdAt: string;
};
export type ExchangeEvent = {
  eventId: number;
  title: string;
  fromItemCode: number;
  toItemCode: number;
  rateFrom: number;
  rateTo: number;
  perMemberLimit: number;
  startsAt: string;
  endsAt: string;
};
