import { VALIDATION_MESSAGES } from '@onair/contracts';
import { testDatabaseTargets } from '@onair/db/testing';
import { startTestApi, type TestApi } from '../testing/test-api';

const refused = (field: string, where: 'path' | 'query' | 'body', message: string, key: string) => ({
  status: 400,
  body: expect.objectContaining({ code: 'VALIDATION_ERROR', key, errors: [{ field, in: where, message, key }] }),
});
const badCharacter = (field: string, where: 'path' | 'query' | 'body') => refused(field, where, VALIDATION_MESSAGES.invalidCharacter, 'validation.invalidCharacter');
const badNumber = (field: string, where: 'path' | 'query' | 'body') => refused(field, where, VALIDATION_MESSAGES.wholeNumber, 'validation.wholeNumber');

/** What a route answered, as status and body. */
const answer = async (pending: Promise<{ status: number; body: unknown }>) => {
  const { status, body } = await pending;
  return { status, body };
};

describe.each(testDatabaseTargets())('input no route may let through, on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target);
  });
  afterAll(() => api.close());

  test('NUL in a path, a query or a JSON body: 400 naming the field, before the database sees it', async () => {
    expect(await answer(api.call('GET', '/api/guest/find-loginId/demo%00viewer'))).toEqual(badCharacter('id', 'path'));
    expect(await answer(api.call('GET', '/api/guest/refcode/%00'))).toEqual(badCharacter('code', 'path'));
    expect(await answer(api.call('GET', '/api/auth/signin/find?loginId=demo%00&type=id'))).toEqual(badCharacter('loginId', 'query'));
    expect(await answer(api.call('POST', '/api/oauth/generate', { body: { userId: 'demoviewer\u0000' } }))).toEqual(badCharacter('userId', 'body'));
  });

  test('half of a surrogate pair in a JSON body: 400 naming the field', async () => {
    const sent = await api.call('POST', '/api/oauth/generate', { body: { userId: 'demo\uD800viewer' } });
    expect({ status: sent.status, body: sent.body }).toEqual(badCharacter('userId', 'body'));
  });

  test('page or an id past an int column, past 2^53, or fractional: 400 naming the field', async () => {
    expect(await answer(api.call('GET', '/api/guest/channels?page=2147483648'))).toEqual(badNumber('page', 'query'));
    expect(await answer(api.call('GET', '/api/guest/channels?page=9007199254740993'))).toEqual(badNumber('page', 'query'));
    expect(await answer(api.call('GET', '/api/cs/notice-list?page=99999999999999999999'))).toEqual(badNumber('page', 'query'));
    expect(await answer(api.call('GET', '/api/guest/channel-profile/2147483648'))).toEqual(badNumber('channelId', 'path'));
    expect(await answer(api.call('POST', '/api/guest/live-Auth', { body: { channelId: 1.5 } }))).toEqual(badNumber('channelId', 'body'));
    expect(await answer(api.call('POST', '/api/guest/live-Auth', { body: { channelId: 2 ** 53 } }))).toEqual(badNumber('channelId', 'body'));
    // The largest int still reaches the route, which finds nothing there.
    expect((await api.call('GET', '/api/guest/channel-profile/2147483647')).status).toBe(404);
  });

  test('a social access token with a character a header cannot carry: 400 naming it, not a 502 from the provider call', async () => {
    const sent = await api.call('POST', '/api/auth/signup/oauth/kakao', {
      body: { accessToken: '토큰', nickname: '가나다', agreements: { terms: true, privacy: true, marketing: false } },
    });
    expect(sent.status).toBe(400);
    expect(sent.body.errors).toEqual([{ field: 'accessToken', in: 'body', message: 'accessToken is not valid', key: 'auth.invalidToken' }]);
  });
});
