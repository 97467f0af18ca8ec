import { jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '../testing/fake-api';
import { renderWithStore } from '../testing/render-with-store';
import { PersonalAuthPage } from './PersonalAuthPage';

afterEach(() => jest.useRealTimers());

test('shows the status in words, opens the provider in a 400x600 popup and refetches when it closes', async () => {
  jest.useFakeTimers();
  let status = 0;
  const api = fakeApi({
    'GET /api/personal-auth': () => ({ data: { status, url: null, method: 'provider' } }),
    'POST /api/personal-auth': { data: { status: 1, url: 'https://id.example/verify', method: 'provider' } },
  });
  const popup = { closed: false };
  const opened: unknown[][] = [];
  const original = window.open;
  window.open = ((...args: unknown[]) => {
    opened.push(args);
    return popup as Window;
  }) as typeof window.open;
  try {
    const { user } = await renderWithStore(<PersonalAuthPage />, {
      api,
      advanceTimers: (ms) => jest.advanceTimersByTime(ms),
    });
    expect(await screen.findByText('미신청')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '본인인증 하기' }));
    await waitFor(() => expect(opened[0]?.[0]).toBe('https://id.example/verify'));
    expect(await screen.findByText('본인인증 창에서 인증을 진행해주세요.')).toBeInTheDocument();
    expect(String(opened[0]?.[2])).toContain('width=400,height=600');
    // Starting has a side effect at the provider: a POST, never a GET.
    expect(api.callsTo('POST /api/personal-auth')).toHaveLength(1);
    expect(api.calls.filter((call) => call.method === 'GET').every((call) => call.params?.['type'] === 'status')).toBe(true);
    status = 2;
    popup.closed = true;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(500);
    });
    expect(await screen.findByText('인증 완료')).toBeInTheDocument();
  } finally {
    window.open = original;
  }
});

test('the popup the provider sends back (?requestId=…) closes itself, so its opener shows the result', async () => {
  const api = fakeApi({ 'GET /api/personal-auth': { data: { status: 2, url: null, method: 'provider' } } });
  const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
  const opener = Object.getOwnPropertyDescriptor(window, 'opener');
  Object.defineProperty(window, 'opener', { configurable: true, value: { closed: false } });
  try {
    await renderWithStore(<PersonalAuthPage />, { api, route: '/my/personal-auth?requestId=r-1' });
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
  } finally {
    close.mockRestore();
    if (opener) Object.defineProperty(window, 'opener', opener);
    else Reflect.deleteProperty(window, 'opener');
  }
});

test('the page opened by the member themselves (no opener) stays open, even with a requestId', async () => {
  const api = fakeApi({ 'GET /api/personal-auth': { data: { status: 2, url: null, method: 'provider' } } });
  const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
  try {
    await renderWithStore(<PersonalAuthPage />, { api, route: '/my/personal-auth?requestId=r-1' });
    expect(await screen.findByText('인증 완료')).toBeInTheDocument();
    expect(close).not.toHaveBeenCalled();
  } finally {
    close.mockRestore();
  }
});

test('foreign members verify by phone', async () => {
  const api = fakeApi({ 'GET /api/personal-auth': { data: { status: 0, url: null, method: 'phone' } } });
  await renderWithStore(<PersonalAuthPage />, { api });
  expect(await screen.findByText('외국인 회원은 휴대폰 인증으로 본인인증을 진행합니다.')).toBeInTheDocument();
  expect(screen.getByLabelText('휴대폰 번호')).toBeInTheDocument();
});

test.each([
  ['onair', '성인 방송은 본인인증 후 시청하실 수 있습니다.'],
  ['mint', '본인인증으로 이 계정이 회원님의 것임을 확인합니다.'],
] as const)('on %s the page tells what verification is for, naming adult broadcasts only where the brand has them', async (brand, text) => {
  const api = fakeApi({ 'GET /api/personal-auth': { data: { status: 0, url: null, method: 'provider' } } });
  await renderWithStore(<PersonalAuthPage />, { api, brand });
  expect(await screen.findByText(text)).toBeInTheDocument();
});

test('started from the live room, the page offers the way back to it', async () => {
  const api = fakeApi({ 'GET /api/personal-auth': { data: { status: 0, url: null, method: 'provider' } } });
  const { user } = await renderWithStore(<PersonalAuthPage />, { api, route: '/my/personal-auth?callbackURL=%2Flive%2F3' });
  const back = await screen.findByRole('link', { name: '이전 화면으로 돌아가기' });
  expect(back).toHaveAttribute('href', '/live/3');
  await user.click(back);
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/live\/3$/);
});

test('a check approved while the page is open returns to the live room by itself', async () => {
  jest.useFakeTimers();
  let status = 0;
  const api = fakeApi({
    'GET /api/personal-auth': () => ({ data: { status, url: null, method: 'provider' } }),
    'POST /api/personal-auth': { data: { status: 1, url: 'https://id.example/verify', method: 'provider' } },
  });
  const popup = { closed: false };
  const original = window.open;
  window.open = (() => popup as Window) as typeof window.open;
  try {
    const { user } = await renderWithStore(<PersonalAuthPage />, {
      api,
      route: '/my/personal-auth?callbackURL=%2Flive%2F3',
      advanceTimers: (ms) => jest.advanceTimersByTime(ms),
    });
    await user.click(await screen.findByRole('button', { name: '본인인증 하기' }));
    expect(await screen.findByText('본인인증 창에서 인증을 진행해주세요.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/my/personal-auth');
    status = 2;
    popup.closed = true;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(500);
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/live\/3$/));
  } finally {
    window.open = original;
  }
});

test('an already approved member is not sent away, and a callbackURL off the site is no way back', async () => {
  const api = fakeApi({ 'GET /api/personal-auth': { data: { status: 2, url: null, method: 'provider' } } });
  await renderWithStore(<PersonalAuthPage />, { api, route: '/my/personal-auth?callbackURL=%2F%2Fevil.example' });
  expect(await screen.findByText('인증 완료')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: '이전 화면으로 돌아가기' })).toBeNull();
  expect(screen.getByTestId('location')).toHaveTextContent('/my/personal-auth?callbackURL=%2F%2Fevil.example');
});
