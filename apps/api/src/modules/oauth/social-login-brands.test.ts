import { testDatabaseTargets } from '@onair/db/testing';
import type { TestApi } from '../../testing/test-api';
import { startSocialLoginApi } from './testing/oauth-settings';
import { agreements, freshProviderAccount, signInWith } from './testing/social-browser';

/** Each brand is its own service: a provider account signs up on each brand as a member of its own. */
describe.each(testDatabaseTargets('pglite'))('social login per brand on $name', (target) => {
  let world: Awaited<ReturnType<typeof startSocialLoginApi>>;
  let api: TestApi;
  beforeAll(async () => {
    world = await startSocialLoginApi(target);
    api = world.api;
  });
  afterAll(() => world.close());

  test('one provider account signs up once on each brand, and signs each brand in to its own member', async () => {
    const account = freshProviderAccount();
    const onair = await signInWith(api, 'google', account, '/', 'onair');
    const onairMember = await api.call('POST', '/api/auth/signup/oauth/google', {
      body: { accessToken: onair.body.accessToken, nickname: account.nickname, agreements },
      headers: { 'x-site-code': 'onair' },
    });
    expect(onairMember).toMatchObject({ status: 201, body: { profile: { brand: 'onair' } } });

    const mint = await signInWith(api, 'google', account, '/', 'mint');
    expect(mint.body.status).toBe('signup');
    const mintMember = await api.call('POST', '/api/auth/signup/oauth/google', {
      body: { accessToken: mint.body.accessToken, nickname: account.nickname, agreements },
      headers: { 'x-site-code': 'mint' },
    });
    expect(mintMember).toMatchObject({ status: 201, body: { profile: { brand: 'mint' } } });

    expect((await signInWith(api, 'google', account, '/', 'onair')).body).toMatchObject({
      status: 'signedIn',
      profile: onairMember.body.profile,
    });
    expect((await signInWith(api, 'google', account, '/', 'mint')).body).toMatchObject({
      status: 'signedIn',
      profile: mintMember.body.profile,
    });
  });
});
