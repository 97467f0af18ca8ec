// Generated from libs/api-client/openapi.json by `npx nx run api-client:generate`. Do not edit.
import { lazyApi as api } from '../lazy-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    csAccountChange: build.mutation<CsAccountChangeApiResponse, CsAccountChangeApiArg>({
      query: (queryArg) => ({ url: `/api/cs/accountChange`, method: 'POST', body: queryArg.body }),
    }),
    csAccountChangeLatest: build.query<CsAccountChangeLatestApiResponse, CsAccountChangeLatestApiArg>({
      query: () => ({ url: `/api/cs/accountChange` }),
    }),
    boardCommentList: build.query<BoardCommentListApiResponse, BoardCommentListApiArg>({
      query: (queryArg) => ({
        url: `/api/cs/board-comment`,
        params: {
          boardId: queryArg.boardId,
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    boardCommentWrite: build.mutation<BoardCommentWriteApiResponse, BoardCommentWriteApiArg>({
      query: (queryArg) => ({ url: `/api/cs/board-comment`, method: 'POST', body: queryArg.body }),
    }),
    boardCommentUpdate: build.mutation<BoardCommentUpdateApiResponse, BoardCommentUpdateApiArg>({
      query: (queryArg) => ({
        url: `/api/cs/board-comment/${encodeURIComponent(String(queryArg.commentId))}`,
        method: 'PUT',
        body: queryArg.body,
      }),
    }),
    boardCommentDelete: build.mutation<BoardCommentDeleteApiResponse, BoardCommentDeleteApiArg>({
      query: (queryArg) => ({
        url: `/api/cs/board-comment/${encodeURIComponent(String(queryArg.commentId))}`,
        method: 'DELETE',
      }),
    }),
    boardDelete: build.mutation<BoardDeleteApiResponse, BoardDeleteApiArg>({
      query: (queryArg) => ({
        url: `/api/cs/board-delete/${encodeURIComponent(String(queryArg.id))}`,
        method: 'DELETE',
      }),
    }),
    boardDetail: build.query<BoardDetailApiResponse, BoardDetailApiArg>({
      query: (queryArg) => ({
        url: `/api/cs/board-detail`,
        params: {
          boardId: queryArg.boardId,
        },
      }),
    }),
    boardImportant: build.mutation<BoardImportantApiResponse, BoardImportantApiArg>({
      query: (queryArg) => ({
        url: `/api/cs/board-important/${encodeURIComponent(String(queryArg.channelId))}/${encodeURIComponent(String(queryArg.boardId))}`,
        method: 'PUT',
        body: queryArg.body,
      }),
    }),
    boardLike: build.mutation<BoardLikeApiResponse, BoardLikeApiArg>({
      query: (queryArg) => ({ url: `/api/cs/board-like`, method: 'POST', body: queryArg.body }),
    }),
    boardLikeUsers: build.query<BoardLikeUsersApiResponse, BoardLikeUsersApiArg>({
      query: (queryArg) => ({
        url: `/api/cs/board-like-User/${encodeURIComponent(String(queryArg.id))}`,
        params: {
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    boardLikeCount: build.query<BoardLikeCountApiResponse, BoardLikeCountApiArg>({
      query: (queryArg) => ({ url: `/api/cs/board-likeCount/${encodeURIComponent(String(queryArg.id))}` }),
    }),
    boardList: build.query<BoardListApiResponse, BoardListApiArg>({
      query: (queryArg) => ({
        url: `/api/cs/board-list`,
        params: {
          channelId: queryArg.channelId,
          category: queryArg.category,
          filter: queryArg.filter,
          keyword: queryArg.keyword,
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    boardSettingUpdate: build.mutation<BoardSettingUpdateApiResponse, BoardSettingUpdateApiArg>({
      query: (queryArg) => ({ url: `/api/cs/board-setting`, method: 'PUT', body: queryArg.body }),
    }),
    boardSettingCheck: build.query<BoardSettingCheckApiResponse, BoardSettingCheckApiArg>({
      query: (queryArg) => ({
        url: `/api/cs/board-setting-check`,
        params: {
          channelId: queryArg.channelId,
        },
      }),
    }),
    boardUpdate: build.mutation<BoardUpdateApiResponse, BoardUpdateApiArg>({
      query: (queryArg) => ({ url: `/api/cs/board-update`, method: 'PUT', body: queryArg.body }),
    }),
    boardWrite: build.mutation<BoardWriteApiResponse, BoardWriteApiArg>({
      query: (queryArg) => ({ url: `/api/cs/board-write`, method: 'POST', body: queryArg.body }),
    }),
    csDeclarationDelete: build.mutation<CsDeclarationDeleteApiResponse, CsDeclarationDeleteApiArg>({
      query: (queryArg) => ({
        url: `/api/cs/declaration-delete/${encodeURIComponent(String(queryArg.id))}`,
        method: 'DELETE',
      }),
    }),
    csDeclarationList: build.query<CsDeclarationListApiResponse, CsDeclarationListApiArg>({
      query: (queryArg) => ({
        url: `/api/cs/declaration-list`,
        params: {
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    csDeclarationPost: build.mutation<CsDeclarationPostApiResponse, CsDeclarationPostApiArg>({
      query: (queryArg) => ({ url: `/api/cs/declaration-post`, method: 'POST', body: queryArg.body }),
    }),
    csDevelopNoticeList: build.query<CsDevelopNoticeListApiResponse, CsDevelopNoticeListApiArg>({
      query: (queryArg) => ({
        url: `/api/cs/develop-notice-list`,
        params: {
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    csGuideList: build.query<CsGuideListApiResponse, CsGuideListApiArg>({
      query: (queryArg) => ({
        url: `/api/cs/guide-list`,
        params: {
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    csInquiryAnswer: build.mutation<CsInquiryAnswerApiResponse, CsInquiryAnswerApiArg>({
      query: (queryArg) => ({
        url: `/api/cs/inquiry-answer/${encodeURIComponent(String(queryArg.id))}`,
        method: 'PUT',
        body: queryArg.body,
      }),
    }),
    csInquiryDelete: build.mutation<CsInquiryDeleteApiResponse, CsInquiryDeleteApiArg>({
      query: (queryArg) => ({
        url: `/api/cs/inquiry-delete/${encodeURIComponent(String(queryArg.id))}`,
        method: 'DELETE',
      }),
    }),
    csInquiryList: build.query<CsInquiryListApiResponse, CsInquiryListApiArg>({
      query: (queryArg) => ({
        url: `/api/cs/inquiry-list`,
        params: {
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    csInquiryWrite: build.mutation<CsInquiryWriteApiResponse, CsInquiryWriteApiArg>({
      query: (queryArg) => ({ url: `/api/cs/inquiry-write`, method: 'POST', body: queryArg.body }),
    }),
    csNoticeList: build.query<CsNoticeListApiResponse, CsNoticeListApiArg>({
      query: (queryArg) => ({
        url: `/api/cs/notice-list`,
        params: {
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
    csInquiryListV2: build.query<CsInquiryListV2ApiResponse, CsInquiryListV2ApiArg>({
      query: (queryArg) => ({
        url: `/v2/api/cs/inquiry-list`,
        params: {
          page: queryArg.page,
          size: queryArg.size,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as csEndpoints };
export type CsAccountChangeApiResponse = /** status 201 OK */ {
  requestId: number;
  bank_code: string;
  bank_name: string;
  bank_account: string;
  bank_holder_name: string;
  status: 'requested' | 'approved' | 'rejected';
  bankbook: {
    uploadId: string;
    url: string;
    fileName: string;
    contentType: string;
    sizeBytes: number;
  } | null;
  decisionReason: string | null;
  createdAt: string;
  decidedAt: string | null;
};
export type CsAccountChangeApiArg = {
  body: {
    bank_code: '004' | '088' | '020' | '081' | '011' | '003' | '090' | '092' | '089' | '023' | '071' | '045';
    bank_account: string;
    bank_holder_name: string;
    bankbook: Blob[];
  };
};
export type CsAccountChangeLatestApiResponse =
  | /** status 200 OK */ {
      requestId: number;
      bank_code: string;
      bank_name: string;
      bank_account: string;
      bank_holder_name: string;
      status: 'requested' | 'approved' | 'rejected';
      bankbook: {
        uploadId: string;
        url: string;
        fileName: string;
        contentType: string;
        sizeBytes: number;
      } | null;
      decisionReason: string | null;
      createdAt: string;
      decidedAt: string | null;
    }
  | null;
export type CsAccountChangeLatestApiArg = void;
export type BoardCommentListApiResponse = /** status 200 OK */ {
  items: {
    commentId: number;
    boardId: number;
    authorMemberId: number;
    authorNickname: string;
    content: string;
    createdAt: string;
    edited: boolean;
    canEdit: boolean;
    canDelete: boolean;
    parentCommentId?: number | null;
    removed?: boolean;
    replies?: {
      commentId: number;
      boardId: number;
      authorMemberId: number;
      authorNickname: string;
      content: string;
      createdAt: string;
      edited: boolean;
      canEdit: boolean;
      canDelete: boolean;
      parentCommentId?: number | null;
      removed?: boolean;
    }[];
  }[];
  page: number;
  size: number;
  total: number;
  commentCount?: number;
};
export type BoardCommentListApiArg = {
  boardId: number;
  page?: number;
  size?: number;
};
export type BoardCommentWriteApiResponse = /** status 201 OK */ {
  commentId: number;
  boardId: number;
  authorMemberId: number;
  authorNickname: string;
  content: string;
  createdAt: string;
  edited: boolean;
  canEdit: boolean;
  canDelete: boolean;
  parentCommentId?: number | null;
  removed?: boolean;
};
export type BoardCommentWriteApiArg = {
  body: {
    boardId: number;
    content: string;
    parentCommentId?: number;
  };
};
export type BoardCommentUpdateApiResponse = /** status 200 OK */ {
  commentId: number;
  boardId: number;
  authorMemberId: number;
  authorNickname: string;
  content: string;
  createdAt: string;
  edited: boolean;
  canEdit: boolean;
  canDelete: boolean;
  parentCommentId?: number | null;
  removed?: boolean;
};
export type BoardCommentUpdateApiArg = {
  commentId: string;
  body: {
    content: string;
  };
};
export type BoardCommentDeleteApiResponse = /** status 200 OK */ {
  deleted: true;
};
export type BoardCommentDeleteApiArg = {
  commentId: string;
};
export type BoardDeleteApiResponse = /** status 200 OK */ {
  boardId: number;
  deleted: true;
};
export type BoardDeleteApiArg = {
  id: string;
};
export type BoardDetailApiResponse = /** status 200 OK */ {
  boardId: number;
  channelId: number;
  category: number;
  title: string;
  authorMemberId: number;
  authorNickname: string;
  important: boolean;
  likeCount: number;
  commentCount: number;
  viewCount: number;
  imageCount: number;
  createdAt: string;
  content: string;
  images: {
    uploadId: string;
    url: string;
    fileName: string;
    contentType: string;
    sizeBytes: number;
  }[];
  updatedAt: string;
  liked: boolean;
  canEdit: boolean;
  canDelete: boolean;
};
export type BoardDetailApiArg = {
  boardId: number;
};
export type BoardImportantApiResponse = /** status 200 OK */ {
  boardId: number;
  important: boolean;
};
export type BoardImportantApiArg = {
  channelId: string;
  boardId: string;
  body: {
    important?: boolean;
  };
};
export type BoardLikeApiResponse = /** status 200 OK */ {
  boardId: number;
  liked: boolean;
  likeCount: number;
};
export type BoardLikeApiArg = {
  body: {
    boardId: number;
    liked?: boolean;
  };
};
export type BoardLikeUsersApiResponse = /** status 200 OK */ {
  items: {
    memberId: number;
    nickname: string;
    likedAt: string;
  }[];
  page: number;
  size: number;
  total: number;
};
export type BoardLikeUsersApiArg = {
  id: string;
  page?: number;
  size?: number;
};
export type BoardLikeCountApiResponse = /** status 200 OK */ {
  boardId: number;
  liked: boolean;
  likeCount: number;
};
export type BoardLikeCountApiArg = {
  id: string;
};
export type BoardListApiResponse = /** status 200 OK */ {
  items: {
    boardId: number;
    channelId: number;
    category: number;
    title: string;
    authorMemberId: number;
    authorNickname: string;
    important: boolean;
    likeCount: number;
    commentCount: number;
    viewCount: number;
    imageCount: number;
    createdAt: string;
  }[];
  page: number;
  size: number;
  total: number;
};
export type BoardListApiArg = {
  channelId: number;
  category?: number;
  filter?: 'all' | 'title' | 'content' | 'author';
  keyword?: string;
  page?: number;
  size?: number;
};
export type BoardSettingUpdateApiResponse = /** status 200 OK */ {
  channelId: number;
  writeAccess: 'all' | 'owner';
  commentsEnabled: boolean;
  canWrite: boolean;
  canComment: boolean;
  runsChannel: boolean;
};
export type BoardSettingUpdateApiArg = {
  body: {
    channelId: number;
    writeAccess?: 'all' | 'owner';
    commentsEnabled?: boolean;
  };
};
export type BoardSettingCheckApiResponse = /** status 200 OK */ {
  channelId: number;
  writeAccess: 'all' | 'owner';
  commentsEnabled: boolean;
  canWrite: boolean;
  canComment: boolean;
  runsChannel: boolean;
};
export type BoardSettingCheckApiArg = {
  channelId: number;
};
export type BoardUpdateApiResponse = /** status 200 OK */ {
  boardId: number;
  channelId: number;
  category: number;
  title: string;
  authorMemberId: number;
  authorNickname: string;
  important: boolean;
  likeCount: number;
  commentCount: number;
  viewCount: number;
  imageCount: number;
  createdAt: string;
  content: string;
  images: {
    uploadId: string;
    url: string;
    fileName: string;
    contentType: string;
    sizeBytes: number;
  }[];
  updatedAt: string;
  liked: boolean;
  canEdit: boolean;
  canDelete: boolean;
};
export type BoardUpdateApiArg = {
  body: {
    boardId: number;
    category?: number;
    title: string;
    content: string;
    keepImageIds?: string;
    images?: Blob[];
  };
};
export type BoardWriteApiResponse = /** status 201 OK */ {
  boardId: number;
  channelId: number;
  category: number;
  title: string;
  authorMemberId: number;
  authorNickname: string;
  important: boolean;
  likeCount: number;
  commentCount: number;
  viewCount: number;
  imageCount: number;
  createdAt: string;
  content: string;
  images: {
    uploadId: string;
    url: string;
    fileName: string;
    contentType: string;
    sizeBytes: number;
  }[];
  updatedAt: string;
  liked: boolean;
  canEdit: boolean;
  canDelete: boolean;
};
export type BoardWriteApiArg = {
  body: {
    channelId: number;
    category?: number;
    title: string;
    content: string;
    images?: Blob[];
  };
};
export type CsDeclarationDeleteApiResponse = /** status 200 OK */ {
  msg: 'ok';
};
export type CsDeclarationDeleteApiArg = {
  id: number;
};
export type CsDeclarationListApiResponse = /** status 200 OK */ {
  items: {
    declarationId: number;
    targetType: 'channel' | 'member' | 'board' | 'comment' | 'chat' | 'message';
    targetId: number;
    reason: number;
    content: string;
    status: 'received' | 'reviewing' | 'actioned' | 'dismissed';
    outcome: ('sanctioned' | 'taken-down' | 'content-hidden') | null;
    decisionReason: string | null;
    decidedAt: string | null;
    attachments: {
      uploadId: string;
      url: string;
      fileName: string;
      contentType: string;
      sizeBytes: number;
    }[];
    createdAt: string;
  }[];
  page: number;
  size: number;
  total: number;
};
export type CsDeclarationListApiArg = {
  page?: number;
  size?: number;
};
export type CsDeclarationPostApiResponse = /** status 201 OK */ {
  declarationId: number;
  targetType: 'channel' | 'member' | 'board' | 'comment' | 'chat' | 'message';
  targetId: number;
  reason: number;
  content: string;
  status: 'received' | 'reviewing' | 'actioned' | 'dismissed';
  outcome: ('sanctioned' | 'taken-down' | 'content-hidden') | null;
  decisionReason: string | null;
  decidedAt: string | null;
  attachments: {
    uploadId: string;
    url: string;
    fileName: string;
    contentType: string;
    sizeBytes: number;
  }[];
  createdAt: string;
};
export type CsDeclarationPostApiArg = {
  body: {
    targetType: 'channel' | 'member' | 'board' | 'comment' | 'chat' | 'message';
    targetId: number;
    targetSeq?: number;
    reason: number;
    content: string;
    attachments?: Blob[];
  };
};
export type CsDevelopNoticeListApiResponse = /** status 200 OK */ CsNoticePage;
export type CsDevelopNoticeListApiArg = {
  page?: number;
  size?: number;
};
export type CsGuideListApiResponse = /** status 200 OK */ CsNoticePage;
export type CsGuideListApiArg = {
  page?: number;
  size?: number;
};
export type CsInquiryAnswerApiResponse = /** status 200 OK */ {
  inquiryId: number;
  category: number;
  title: string;
  status: 'waiting' | 'answered';
  createdAt: string;
  answeredAt: string | null;
  content: string;
  answer: string | null;
  attachments: {
    uploadId: string;
    url: string;
    fileName: string;
    contentType: string;
    sizeBytes: number;
  }[];
};
export type CsInquiryAnswerApiArg = {
  id: number;
  body: {
    answer: string;
  };
};
export type CsInquiryDeleteApiResponse = /** status 200 OK */ {
  msg: 'ok';
};
export type CsInquiryDeleteApiArg = {
  id: number;
};
export type CsInquiryListApiResponse = /** status 200 OK */ {
  items: {
    inquiryId: number;
    category: number;
    title: string;
    status: 'waiting' | 'answered';
    createdAt: string;
    answeredAt: string | null;
  }[];
  page: number;
  size: number;
  total: number;
};
export type CsInquiryListApiArg = {
  page?: number;
  size?: number;
};
export type CsInquiryWriteApiResponse = /** status 201 OK */ {
  inquiryId: number;
  category: number;
  title: string;
  status: 'waiting' | 'answered';
  createdAt: string;
  answeredAt: string | null;
  content: string;
  answer: string | null;
  attachments: {
    uploadId: string;
    url: string;
    fileName: string;
    contentType: string;
    sizeBytes: number;
  }[];
};
export type CsInquiryWriteApiArg = {
  body: {
    category: number;
    title: string;
    content: string;
    attachment?: Blob[];
  };
};
export type CsNoticeListApiResponse = /** status 200 OK */ CsNoticePage;
export type CsNoticeListApiArg = {
  page?: number;
  size?: number;
};
export type CsInquiryListV2ApiResponse = /** status 200 OK */ {
  items: {
    inquiryId: number;
    category: number;
    title: string;
    status: 'waiting' | 'answered';
    createdAt: string;
    answeredAt: string | null;
    content: string;
    answer: string | null;
    attachments: {
      uploadId: string;
      url: string;
      fileName: string;
      contentType: string;
      sizeBytes: number;
    }[];
  }[];
  page: number;
  size: number;
  total: number;
};
export type CsInquiryListV2ApiArg = {
  page?: number;
  size?: number;
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
