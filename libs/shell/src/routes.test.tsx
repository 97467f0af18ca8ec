import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { BRANDS } from '@onair/brand';
import { loadMessages } from '@onair/i18n';
import { fakeApi } from '@onair/store/testing';
import { resetTestStores, testStore } from './testing/render-in-shell';

// The route table is under test, not the pages: each page is a marker naming itself.
const marker = (name: string) => () => <p data-testid="page">{name}</p>;
const pages = [
  'SignInPage',
  'SignUpPage',
  'ForeignSignUpPage',
  'SignupCompletedPage',
  'MarketingCompletedPage',
  'FindAccountPage',
  'OAuthCallbackPage',
  'PersonalAuthPage',
] as const;
jest.unstable_mockModule('@onair/auth', () => ({
  ...Object.fromEntries(pages.map((name) => [name, marker(name)])),
  AuthDialog: () => null,
  MembersOnlyDialog: () => null,
  SessionExpiredDialog: () => null,
  RulesDocumentModal: () => null,
}));
const { AppRoot } = await import('./AppRoot');

afterEach(resetTestStores);

async function renderAt(path: string) {
  const messages = await loadMessages('ko');
  render(
    <AppRoot
      store={testStore({ fetchFn: fakeApi({}).fetchFn })}
      brand={BRANDS.onair}
      locale="ko"
      messages={messages}
      router={{ kind: 'memory', initialPath: path }}
    />,
  );
  return messages;
}

test.each([
  ['/signin?callbackURL=%2Flive%2F1', 'SignInPage'],
  ['/signup?callbackURL=%2F', 'SignUpPage'],
  ['/signup/foreigner?pcode=P1', 'ForeignSignUpPage'],
  ['/completed/signup?callbackURL=%2F', 'SignupCompletedPage'],
  ['/completed/signup/marketing?recommendId=fan01', 'MarketingCompletedPage'],
  ['/member/find/findId', 'FindAccountPage'],
  ['/callback/kakao/authorize?code=c&state=s', 'OAuthCallbackPage'],
  ['/callback/google/authorize', 'OAuthCallbackPage'],
  ['/callback/naver/authorize', 'OAuthCallbackPage'],
  ['/callback/twitch/authorize', 'OAuthCallbackPage'],
  ['/my/personal-auth', 'PersonalAuthPage'],
])('%s renders %s inside the site layout', async (path, page) => {
  await renderAt(path);
  expect(await screen.findByTestId('page')).toHaveTextContent(page);
  expect(screen.getByRole('banner')).toBeInTheDocument();
});

test.each(['/callback/facebook/authorize', '/callback/kakao', '/signin/extra'])('%s is not found', async (path) => {
  const messages = await renderAt(path);
  expect(screen.queryByTestId('page')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: messages['notFound.title'] })).toBeInTheDocument();
});
