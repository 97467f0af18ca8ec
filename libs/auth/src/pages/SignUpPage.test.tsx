// /signup and /signup/foreigner: a member who is already signed in is sent on, as /signin does;
// a visitor gets the form, and signing up there still ends on the completed page.
import { jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { MEMBER } from '@onair/store/testing';
import { fakeApi, memberProfile } from '../testing/fake-api';
import { renderWithStore } from '../testing/render-with-store';
import { guestChecks } from '../testing/signup-fakes';
import { ForeignSignUpPage } from './ForeignSignUpPage';
import { SignUpPage } from './SignUpPage';

const asMember = { session: { profile: MEMBER, restoring: false } };
const location = () => screen.getByTestId('location');

test('a signed-in member opening /signup is sent back to callbackURL, without the signup form', async () => {
  await renderWithStore(<SignUpPage />, {
    route: '/signup?callbackURL=%2Flive%2F7',
    path: '/signup',
    preloadedState: asMember,
  });
  await waitFor(() => expect(location()).toHaveTextContent('/live/7'));
  expect(screen.queryByLabelText('닉네임')).not.toBeInTheDocument();
});

test('a signed-in member opening /signup/foreigner without a return address goes home', async () => {
  await renderWithStore(<ForeignSignUpPage />, {
    route: '/signup/foreigner',
    path: '/signup/foreigner',
    preloadedState: asMember,
  });
  await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
  expect(screen.queryByLabelText('닉네임')).not.toBeInTheDocument();
});

test('a visitor who signs up on /signup goes to the completed page, not sent on as a member', async () => {
  jest.useFakeTimers();
  try {
    const api = fakeApi({
      ...guestChecks(),
      'POST /api/auth/signup': { data: { msg: 'ok', profile: memberProfile('새회원') } },
    });
    const { user } = await renderWithStore(<SignUpPage />, {
      route: '/signup?callbackURL=%2Flive%2F7',
      path: '/signup',
      api,
      advanceTimers: (ms) => jest.advanceTimersByTime(ms),
    });
    const labels: Array<[string, string]> = [
      ['아이디', 'newbie01'],
      ['비밀번호', 'abc123!@'],
      ['비밀번호 확인', 'abc123!@'],
      ['닉네임', '새회원'],
    ];
    for (const [label, value] of labels) {
      await user.type(screen.getByLabelText(label), value);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(50);
      });
    }
    await user.click(screen.getByLabelText('전체 동의'));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(50);
    });
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    // The captcha before the form is sent (the stand-in widget in tests).
    await user.click(await screen.findByRole('button', { name: 'fake captcha' }));
    await user.click(screen.getByRole('button', { name: '확인' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(50);
    });
    await waitFor(() => expect(location()).toHaveTextContent('/completed/signup?callbackURL=%2Flive%2F7'));
  } finally {
    jest.useRealTimers();
  }
}, 30_000);
