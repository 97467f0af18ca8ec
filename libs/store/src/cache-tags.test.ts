import { guestApi, luvApi, myApi, shoppingsApi } from '@onair/api-client';
import { makeTestStore, recordingApi, reply, resetTestStores } from './testing/index';

afterEach(resetTestStores);

const profile = { loginId: 'viewer01', nickname: '팬', email: null, phone: null, introduction: '' };
const channel = (channelId: number) => ({ channelId, nickname: `채널${channelId}`, following: false });

/** The API as the store meets it; the counts say which cached answers a mutation made the store fetch again. */
function memberApi() {
  return recordingApi({
    'GET /api/my/profile': reply(profile),
    'PUT /api/my/profile': reply({ msg: 'ok' }),
    'GET /api/my/follows': reply({ items: [], total: 0 }),
    'GET /api/my/items': reply({ items: [] }),
    'GET /api/luv/sums': reply({ luv: 0 }),
    'POST /api/shoppings/useCoupon': reply({ msg: 'ok' }),
    'GET /api/guest/channel/7': reply(channel(7)),
    'GET /api/guest/channel/8': reply(channel(8)),
    'PUT /api/my/channel-profile': reply({ msg: 'ok' }),
    'GET /api/my/channel-notice/1': reply({ noticeId: 1 }),
    'GET /api/my/channel-notice/2': reply({ noticeId: 2 }),
    'PUT /api/my/channel-notice/1': reply({ noticeId: 1 }),
    'GET /api/my/channel-notice-list': reply({ items: [], total: 0 }),
  });
}

/** Lets the refetches a mutation started reach the API. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

test('changing the nickname refetches the profile, not the follow list, the wallet or a channel', async () => {
  const api = memberApi();
  const store = makeTestStore({ fetchFn: api.fetchFn });
  await Promise.all([
    store.dispatch(myApi.myEndpoints.endpoints.myProfile.initiate()),
    store.dispatch(myApi.myEndpoints.endpoints.myFollowedChannels.initiate({})),
    store.dispatch(myApi.myEndpoints.endpoints.myItems.initiate({})),
    store.dispatch(guestApi.guestEndpoints.endpoints.getChannelDetail.initiate({ channelId: '7' })),
  ]);
  await store.dispatch(myApi.myEndpoints.endpoints.myUpdateProfile.initiate({ body: { nickname: '새팬' } })).unwrap();
  await settled();
  expect(api.count('GET', '/api/my/profile')).toBe(2);
  expect(api.count('GET', '/api/my/follows')).toBe(1);
  expect(api.count('GET', '/api/my/items')).toBe(1);
  expect(api.count('GET', '/api/guest/channel/7')).toBe(1);
});

test('a coupon refetches every balance and item count, across groups, and nothing else', async () => {
  const api = memberApi();
  const store = makeTestStore({ fetchFn: api.fetchFn });
  await Promise.all([
    store.dispatch(myApi.myEndpoints.endpoints.myItems.initiate({})),
    store.dispatch(luvApi.luvEndpoints.endpoints.luvSums.initiate()),
    store.dispatch(myApi.myEndpoints.endpoints.myProfile.initiate()),
  ]);
  await store
    .dispatch(
      shoppingsApi.shoppingsEndpoints.endpoints.useCoupon.initiate({
        'Idempotency-Key': 'coupon-1',
        body: { couponNumber: 'ABCD1234' },
      }),
    )
    .unwrap();
  await settled();
  expect(api.count('GET', '/api/my/items')).toBe(2);
  expect(api.count('GET', '/api/luv/sums')).toBe(2);
  expect(api.count('GET', '/api/my/profile')).toBe(1);
});

test('a resource with an id is refetched only for that id; its list is refetched too', async () => {
  const api = memberApi();
  const store = makeTestStore({ fetchFn: api.fetchFn });
  await Promise.all([
    store.dispatch(myApi.myEndpoints.endpoints.getChannelNotice.initiate({ noticeId: '1' })),
    store.dispatch(myApi.myEndpoints.endpoints.getChannelNotice.initiate({ noticeId: '2' })),
    store.dispatch(myApi.myEndpoints.endpoints.listChannelNotices.initiate({ channelId: 7 })),
  ]);
  const edit = { noticeId: '1', body: { title: '공지', content: '내용' } };
  await store.dispatch(myApi.myEndpoints.endpoints.updateChannelNotice.initiate(edit)).unwrap();
  await settled();
  expect(api.count('GET', '/api/my/channel-notice/1')).toBe(2);
  expect(api.count('GET', '/api/my/channel-notice/2')).toBe(1);
  expect(api.count('GET', '/api/my/channel-notice-list')).toBe(2);
});
