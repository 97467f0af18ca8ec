// The owner writes, edits and deletes notices; the API's refusals are shown as sent.
import { screen, within } from '@testing-library/react';
import { CHANNEL_NOTICE_MESSAGES } from '@onair/contracts';
import { imageFile } from '../testing/files';
import { channelApi, noticeOf, sentTo } from '../testing/fixtures';
import { OWNER } from '../testing/members';
import { answer, refusal, renderChannel, resetChannelStores } from '../testing/render-channel';

afterEach(resetChannelStores);

test('the owner writes an important notice with an image and lands on it', async () => {
  const { user, api } = await renderChannel({
    url: '/channel/1/notices/new',
    member: OWNER,
    api: channelApi({
      'POST /api/my/channel-notice': answer(noticeOf({ noticeId: 30, title: '8월 팬미팅 안내', important: true }), 201),
      'GET /api/my/channel-notice/30': answer(noticeOf({ noticeId: 30, title: '8월 팬미팅 안내', important: true })),
    }),
  });
  await user.type(await screen.findByLabelText('제목'), '8월 팬미팅 안내');
  await user.type(screen.getByLabelText('내용'), '장소: 온에어 홀');
  await user.click(screen.getByLabelText('중요 공지로 상단에 고정'));
  await user.upload(screen.getByLabelText('이미지 첨부'), imageFile('poster.png'));
  expect(screen.getByText('1 / 5장')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '등록' }));

  expect(await screen.findByRole('heading', { level: 2, name: /8월 팬미팅 안내/ })).toBeInTheDocument();
  const sent = sentTo(api.seen, 'POST', '/api/my/channel-notice');
  expect(sent.headers.get('content-type')).toMatch(/^multipart\/form-data/);
  for (const part of [
    'name="channelId"',
    'name="title"',
    '8월 팬미팅 안내',
    'name="important"',
    'true',
    'filename="poster.png"',
  ]) {
    expect(sent.body).toContain(part);
  }
});

test('a refusal is shown word for word and the form stays as typed', async () => {
  const { user } = await renderChannel({
    url: '/channel/1/notices/new',
    member: OWNER,
    api: channelApi({
      'POST /api/my/channel-notice': refusal(400, 'VALIDATION_FAILED', CHANNEL_NOTICE_MESSAGES.unknownImage),
    }),
  });
  await user.type(await screen.findByLabelText('제목'), '사진 공지');
  await user.type(screen.getByLabelText('내용'), '사진을 확인해주세요');
  await user.click(screen.getByRole('button', { name: '등록' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('유지할 수 없는 이미지가 포함되어 있습니다.');
  expect(screen.getByLabelText('제목')).toHaveValue('사진 공지');
});

test('empty content is refused at the content field, in the API’s words, before sending', async () => {
  const { user, urls } = await renderChannel({ url: '/channel/1/notices/new', member: OWNER, api: channelApi() });
  await user.type(await screen.findByLabelText('제목'), '내용 없는 공지');
  await user.click(screen.getByRole('button', { name: '등록' }));
  expect(screen.getByLabelText('내용')).toHaveAccessibleDescription(CHANNEL_NOTICE_MESSAGES.content);
  expect(screen.getByLabelText('제목')).toHaveValue('내용 없는 공지');
  expect(urls.filter((url) => url.startsWith('POST /api/my/channel-notice'))).toEqual([]);
});

test('the owner edits a notice, keeping only the images left in the form', async () => {
  const images = [
    { uploadId: 'u1', url: '/api/uploads/u1', fileName: 'one.png', contentType: 'image/png', sizeBytes: 1 },
    { uploadId: 'u2', url: '/api/uploads/u2', fileName: 'two.png', contentType: 'image/png', sizeBytes: 1 },
  ];
  const { user, api } = await renderChannel({
    url: '/channel/1/notices/11/edit',
    member: OWNER,
    api: channelApi({
      'GET /api/my/channel-notice/11': answer(noticeOf({ images })),
      'PUT /api/my/channel-notice/11': answer(noticeOf({ title: '일정 변경 안내', images: images.slice(1) })),
    }),
  });
  const title = await screen.findByLabelText('제목');
  await user.clear(title);
  await user.type(title, '일정 변경 안내');
  await user.click(screen.getByRole('button', { name: 'one.png 빼기' }));
  await user.click(screen.getByRole('button', { name: '저장' }));
  expect(await screen.findByText('저장했습니다.')).toBeInTheDocument();
  const sent = sentTo(api.seen, 'PUT', '/api/my/channel-notice/11');
  expect(sent.body).toContain('name="keepImageIds"\r\n\r\nu2\r\n');
});

test('the owner deletes a notice after confirming and is back at the list', async () => {
  const { user, api } = await renderChannel({
    url: '/channel/1/notices/11',
    member: OWNER,
    api: channelApi({
      'GET /api/my/channel-notice/11': answer(noticeOf()),
      'DELETE /api/my/channel-notice/11': answer({ noticeId: 11, deleted: true }),
    }),
  });
  await user.click(await screen.findByRole('button', { name: '삭제' }));
  await user.click(
    within(await screen.findByRole('alertdialog', { name: '공지사항 삭제' })).getByRole('button', { name: '삭제' }),
  );
  expect(await screen.findByText('공지사항을 삭제했습니다.')).toBeInTheDocument();
  expect(await screen.findByText('아직 공지사항이 없습니다.')).toBeInTheDocument();
  expect(api.count('DELETE', '/api/my/channel-notice/11')).toBe(1);
});
