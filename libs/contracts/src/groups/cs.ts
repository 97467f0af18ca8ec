import * as v from 'valibot';
import { defineRoute } from '../route';
import { Page, PageSize } from '../fields';
import { PAGE_SIZES } from '../limits';

export const CsNotice = v.object({
  noticeId: v.number(),
  title: v.string(),
  content: v.string(),
  important: v.boolean(),
  createdAt: v.string(),
});
export const CsNoticePage = v.object({
  items: v.array(CsNotice),
  page: v.number(),
  size: v.number(),
  total: v.number(),
});

export const csRoutes = {
  noticeList: defineRoute({
    method: 'GET',
    path: '/api/cs/notice-list',
    group: 'cs',
    operationId: 'csNoticeList',
    summary: 'Service notices, pinned (important) first, newest first.',
    access: 'public',
    query: v.object({ page: Page, size: PageSize(PAGE_SIZES.items) }),
    response: CsNoticePage,
  }),
};
