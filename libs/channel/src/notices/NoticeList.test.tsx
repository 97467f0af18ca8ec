// The notices tab and a notice's page, as a viewer reads them.
import { screen, within } from '@testing-library/react';
import { channelApi, noticeOf, pageOf, runsCheckOf } from '../testing/fixtures';
import { OWNER } from '../testing/members';
import { answer, renderChannel, resetChannelStores } from '../testing/render-channel';

afterEach(resetChannelStores);

const notices = [
  noticeOf({ noticeId: 12, title: '8월 팬미팅 안내', important: true }),
  noticeOf({ noticeId: 11, title: '이번 주 방송 일정 안내' }),
];

test('the list shows important notices first, marked, and a viewer who does not run the channel cannot write', async () => {
  await renderChannel({
    url: '/channel/1/notices',
    api: channelApi({ 'GET /api/my/channel-notice-list': answer(pageOf(notices)) }),
  });
  const links = await screen.findAllByRole('link', { name: /안내/ });
  expect(links.map((link) => link.textContent)).toEqual([
    expect.stringContaining('8월 팬미팅 안내'),
    expect.stringContaining('이번 주 방송 일정 안내'),
  ]);
  expect(within(links[0] as HTMLElement).getByText('중요')).toBeInTheDocument();
  expect(links[0]).toHaveAttribute('href', '/channel/1/notices/12');
  expect(screen.queryByRole('link', { name: '공지사항 쓰기' })).toBeNull();
});

test('the owner sees the write link', async () => {
  await renderChannel({
    url: '/channel/1/notices',
    member: OWNER,
    api: channelApi(),
  });
  expect(await screen.findByRole('link', { name: '공지사항 쓰기' })).toHaveAttribute('href', '/channel/1/notices/new');
  expect(await screen.findByText('아직 공지사항이 없습니다.')).toBeInTheDocument();
});

// mint has boards off, so board-setting-check is no way to learn who runs the channel there: a
// manager was offered nothing though the API lets them write notices.
test('on a brand without boards a manager of the channel is offered 공지사항 쓰기, from the runs check', async () => {
  const { urls } = await renderChannel({
    url: '/channel/1/notices',
    brand: 'mint',
    api: channelApi({ 'GET /api/my/channel-runs-check': answer(runsCheckOf(true)) }),
  });
  expect(await screen.findByRole('link', { name: '공지사항 쓰기' })).toHaveAttribute('href', '/channel/1/notices/new');
  expect(urls).toContain('GET /api/my/channel-runs-check?channelId=1');
  expect(urls.filter((url) => url.includes('/api/cs/board'))).toEqual([]);
});

const mintNotice = { 'GET /api/my/channel-notice/12': answer(noticeOf({ noticeId: 12, title: '8월 팬미팅 안내' })) };

test("on a brand without boards a manager is offered a notice's 수정 and 삭제", async () => {
  await renderChannel({
    url: '/channel/1/notices/12',
    brand: 'mint',
    api: channelApi({ ...mintNotice, 'GET /api/my/channel-runs-check': answer(runsCheckOf(true)) }),
  });
  expect(await screen.findByRole('link', { name: '수정' })).toHaveAttribute('href', '/channel/1/notices/12/edit');
  expect(screen.getByRole('button', { name: '삭제' })).toBeInTheDocument();
});

test('on a brand without boards a member the runs check says no to is offered neither 수정 nor 삭제', async () => {
  await renderChannel({ url: '/channel/1/notices/12', brand: 'mint', api: channelApi(mintNotice) });
  expect(await screen.findByRole('heading', { level: 2, name: '8월 팬미팅 안내' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: '수정' })).toBeNull();
  expect(screen.queryByRole('button', { name: '삭제' })).toBeNull();
});

test('a visitor is not offered 공지사항 쓰기, and the API is not asked whether they run the channel', async () => {
  const { urls } = await renderChannel({ url: '/channel/1/notices', member: null, api: channelApi() });
  expect(await screen.findByText('아직 공지사항이 없습니다.')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: '공지사항 쓰기' })).toBeNull();
  expect(urls.filter((url) => url.includes('channel-runs-check'))).toEqual([]);
});

test("a notice's page shows its text and images", async () => {
  await renderChannel({
    url: '/channel/1/notices/12',
    api: channelApi({
      'GET /api/my/channel-notice/12': answer(
        noticeOf({
          noticeId: 12,
          title: '8월 팬미팅 안내',
          content: '장소: 온에어 홀',
          images: [
            {
              uploadId: 'u1',
              url: '/api/uploads/u1',
              fileName: 'poster.png',
              contentType: 'image/png',
              sizeBytes: 100,
            },
          ],
        }),
      ),
    }),
  });
  expect(await screen.findByRole('heading', { level: 2, name: '8월 팬미팅 안내' })).toBeInTheDocument();
  expect(screen.getByText('장소: 온에어 홀')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: '첨부 이미지 1' })).toHaveAttribute('src', '/api/uploads/u1');
  expect(screen.queryByRole('link', { name: '수정' })).toBeNull();
});

test('the owner deletes a notice after confirming and lands on the list, without asking for the deleted notice again', async () => {
  const { user, api } = await renderChannel({
    url: '/channel/1/notices/12',
    member: OWNER,
    api: channelApi({
      'GET /api/my/channel-notice/12': answer(noticeOf({ noticeId: 12, title: '8월 팬미팅 안내' })),
      'DELETE /api/my/channel-notice/12': answer({ noticeId: 12, deleted: true }),
    }),
  });
  await user.click(await screen.findByRole('button', { name: '삭제' }));
  const dialog = await screen.findByRole('alertdialog', { name: '공지사항 삭제' });
  await user.click(within(dialog).getByRole('button', { name: '삭제' }));
  expect(await screen.findByText('공지사항을 삭제했습니다.')).toBeInTheDocument();
  expect(await screen.findByText('아직 공지사항이 없습니다.')).toBeInTheDocument();
  expect(api.count('DELETE', '/api/my/channel-notice/12')).toBe(1);
  expect(api.count('GET', '/api/my/channel-notice/12')).toBe(1);
});
