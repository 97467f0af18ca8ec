/**
 * @jest-environment node
 */
import { configureStore } from '@reduxjs/toolkit';
import type { FetchArgs } from '@reduxjs/toolkit/query';
import { baseApi, type ApiExtra } from './base-api';
import { adminApi, csApi } from './generated/index';

function storeRecording(sent: FetchArgs[]) {
  const extra: ApiExtra = {
    baseQuery: async (args) => {
      if (typeof args !== 'string') sent.push(args);
      return { data: { ok: true } };
    },
  };
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(baseApi.middleware),
  });
}

test('a multipart endpoint sends each text field once and each file once, as FormData', async () => {
  const sent: FetchArgs[] = [];
  const store = storeRecording(sent);
  const photo = new Blob(['png'], { type: 'image/png' });
  const screenshot = new Blob(['jpg'], { type: 'image/jpeg' });
  await store.dispatch(
    csApi.csEndpoints.endpoints.csInquiryWrite.initiate({
      body: { category: 3, title: '환불 문의', content: '내용', attachment: [photo, screenshot] },
    }),
  );
  const body = sent[0]?.body;
  expect(body).toBeInstanceOf(FormData);
  const form = body as FormData;
  expect(form.get('category')).toBe('3');
  expect(form.get('title')).toBe('환불 문의');
  expect(form.getAll('attachment')).toHaveLength(2);
});

test('every other endpoint sends its body as it is (JSON)', async () => {
  const sent: FetchArgs[] = [];
  const store = storeRecording(sent);
  const body = { login: 'mod.kim', password: 'pw', code: '123456' };
  await store.dispatch(adminApi.adminEndpoints.endpoints.adminSignIn.initiate({ body }));
  expect(sent[0]?.body).toEqual(body);
});
