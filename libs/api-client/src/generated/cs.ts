// Generated from libs/api-client/openapi.json by `npx nx run api-client:generate`. Do not edit.
import { baseApi as api } from '../base-api';
export const addTagTypes = ['cs'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      csNoticeList: build.query<CsNoticeListApiResponse, CsNoticeListApiArg>({
        query: (queryArg) => ({
          url: `/api/cs/notice-list`,
          params: {
            page: queryArg.page,
            size: queryArg.size,
          },
        }),
        providesTags: ['cs'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as csEndpoints };
export type CsNoticeListApiResponse = /** status 200 OK */ CsNoticePage;
export type CsNoticeListApiArg = {
  page?: number;
  size?: number;
};
export type CsNotice = {
  noticeId: number;
  title: string;
  content: string;
  important: boolean;
  createdAt: string;
};
export type CsNoticePage = {
  items: CsNotice[];
  page: number;
  size: number;
  total: number;
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
export const { useCsNoticeListQuery, useLazyCsNoticeListQuery } = injectedRtkApi;
