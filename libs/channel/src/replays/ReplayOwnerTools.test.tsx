// The channel owner manages recordings from the replays tab: rename, hide or show, delete after confirming.
import { screen, waitFor, within } from '@testing-library/react';
import { STREAM_MESSAGES } from '@onair/contracts';
import { MEMBER } from '@onair/store/testing';
import { channelApi, pageOf, sentTo } from '../testing/fixtures';
import { OWNER } from '../testing/members';
import { answer, refusal, renderChannel, resetChannelStores } from '../testing/render-channel';
import { recordingOf } from './replay-fixtures';

afterEach(resetChannelStores);

const LIST = 'GET /api/guest/recorded-stream-list';
const hiddenOne = recordingOf({ recordedStreamId: 33, title: '숨긴 방송', hidden: true, thumbnailUrl: '/media/vod/33/thumb.jpg?token=t' });
const shownOne = recordingOf({ recordedStreamId: 32, title: '공개 방송' });

test('the owner renames a recording in place', async () => {
  const { user, api } = await renderChannel({
    url: '/channel/1/replays',
    member: OWNER,
    api: channelApi({
      [LIST]: answer(pageOf([shownOne], 1, 1, 2)),
      'PATCH /api/my/recorded-stream/32': answer({ ...shownOne, title: '새 제목' }),
    }),
  });
  const tools = await screen.findByRole('group', { name: '공개 방송 관리' });
  expect(screen.getByText('숨긴 다시보기는 나에게만 보입니다.')).toBeInTheDocument();
  await user.click(within(tools).getByRole('button', { name: '이름 변경' }));
  const field = within(tools).getByLabelText('다시보기 제목');
  expect(field).toHaveValue('공개 방송');
  await user.clear(field);
  await user.type(field, '새 제목');
  await user.click(within(tools).getByRole('button', { name: '저장' }));
  await waitFor(() => expect(within(tools).queryByLabelText('다시보기 제목')).toBeNull());
  expect(JSON.parse(sentTo(api.seen, 'PATCH', '/api/my/recorded-stream/32').body)).toEqual({ title: '새 제목' });
});

test('a refused rename says why under the tools and keeps the field', async () => {
  const { user } = await renderChannel({
    url: '/channel/1/replays',
    member: OWNER,
    api: channelApi({
      [LIST]: answer(pageOf([shownOne], 1, 1, 2)),
      'PATCH /api/my/recorded-stream/32': refusal(400, 'VALIDATION_ERROR', STREAM_MESSAGES.recordingTitle),
    }),
  });
  const tools = await screen.findByRole('group', { name: '공개 방송 관리' });
  await user.click(within(tools).getByRole('button', { name: '이름 변경' }));
  await user.clear(within(tools).getByLabelText('다시보기 제목'));
  await user.type(within(tools).getByLabelText('다시보기 제목'), ' ');
  await user.click(within(tools).getByRole('button', { name: '저장' }));
  expect(await within(tools).findByRole('alert')).toHaveTextContent('다시보기 제목은 1~120자로 입력해주세요.');
  expect(within(tools).getByLabelText('다시보기 제목')).toBeInTheDocument();
});

test('a hidden recording is marked on its card; the owner shows it again or hides another', async () => {
  const { user, api } = await renderChannel({
    url: '/channel/1/replays',
    member: OWNER,
    api: channelApi({
      [LIST]: answer(pageOf([hiddenOne, shownOne], 2, 1, 2)),
      'PATCH /api/my/recorded-stream/33': answer({ ...hiddenOne, hidden: false }),
      'PATCH /api/my/recorded-stream/32': answer({ ...shownOne, hidden: true }),
    }),
  });
  const card = (await screen.findByRole('link', { name: /숨긴 방송/ })).closest('li') as HTMLElement;
  expect(within(card).getByText('숨김')).toBeInTheDocument();
  expect(card.querySelector('img')).toHaveAttribute('src', '/media/vod/33/thumb.jpg?token=t');
  await user.click(within(screen.getByRole('group', { name: '숨긴 방송 관리' })).getByRole('button', { name: '공개하기' }));
  await waitFor(() => sentTo(api.seen, 'PATCH', '/api/my/recorded-stream/33'));
  expect(JSON.parse(sentTo(api.seen, 'PATCH', '/api/my/recorded-stream/33').body)).toEqual({ hidden: false });
  await user.click(within(screen.getByRole('group', { name: '공개 방송 관리' })).getByRole('button', { name: '숨기기' }));
  await waitFor(() => sentTo(api.seen, 'PATCH', '/api/my/recorded-stream/32'));
  expect(JSON.parse(sentTo(api.seen, 'PATCH', '/api/my/recorded-stream/32').body)).toEqual({ hidden: true });
});

test('deleting asks first; cancel keeps the recording', async () => {
  const { user, api } = await renderChannel({
    url: '/channel/1/replays',
    member: OWNER,
    api: channelApi({
      [LIST]: answer(pageOf([shownOne], 1, 1, 2)),
      'DELETE /api/my/recorded-stream/32': answer({ recordedStreamId: 32, deleted: true }),
    }),
  });
  const tools = await screen.findByRole('group', { name: '공개 방송 관리' });
  await user.click(within(tools).getByRole('button', { name: '삭제' }));
  const dialog = await screen.findByRole('alertdialog', { name: '다시보기를 삭제할까요?' });
  expect(dialog).toHaveTextContent('‘공개 방송’ 영상이 삭제되며 되돌릴 수 없습니다.');
  await user.click(within(dialog).getByRole('button', { name: '취소' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(api.seen.some((request) => request.method === 'DELETE')).toBe(false);
});

test('confirming deletes the recording', async () => {
  const { user, api } = await renderChannel({
    url: '/channel/1/replays',
    member: OWNER,
    api: channelApi({
      [LIST]: answer(pageOf([shownOne], 1, 1, 2)),
      'DELETE /api/my/recorded-stream/32': answer({ recordedStreamId: 32, deleted: true }),
    }),
  });
  const tools = await screen.findByRole('group', { name: '공개 방송 관리' });
  await user.click(within(tools).getByRole('button', { name: '삭제' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '삭제' }));
  await waitFor(() => sentTo(api.seen, 'DELETE', '/api/my/recorded-stream/32'));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
});

test.each([
  ['another member', MEMBER],
  ['a visitor', null],
])('%s gets no tools', async (_who, member) => {
  await renderChannel({ url: '/channel/1/replays', member, api: channelApi({ [LIST]: answer(pageOf([shownOne], 1, 1, 2)) }) });
  expect(await screen.findByRole('link', { name: /공개 방송/ })).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: '공개 방송 관리' })).toBeNull();
  expect(screen.queryByText('숨긴 다시보기는 나에게만 보입니다.')).toBeNull();
});
