// 신고 on a channel page: the channel is the target, filled in; its owner sees no 신고 on it.
import { screen, within } from '@testing-library/react';
import { OWNER } from '../testing/members';
import { channelApi } from '../testing/fixtures';
import { answer, renderChannel, resetChannelStores } from '../testing/render-channel';

afterEach(resetChannelStores);

test('a member reports the channel from its header', async () => {
  const { user, api } = await renderChannel({
    url: '/channel/1',
    api: channelApi({ 'POST /api/cs/declaration-post': answer({}, 201) }),
  });
  const header = await screen.findByRole('banner');
  await user.click(await within(header).findByRole('button', { name: '신고' }));
  const dialog = await screen.findByRole('dialog', { name: '신고하기' });
  expect(dialog).toHaveTextContent('신고 대상: 채널 온에어 공식 채널');
  expect(within(dialog).queryByLabelText('대상 번호')).toBeNull();
  await user.selectOptions(within(dialog).getByLabelText('신고 사유'), '스팸/광고');
  await user.type(within(dialog).getByLabelText('신고 내용'), '광고만 올려요');
  await user.click(within(dialog).getByRole('button', { name: '신고 접수' }));
  expect(await screen.findByText('신고가 접수되었습니다.')).toBeInTheDocument();
  const body = String(api.seen.filter((request) => request.method === 'POST' && request.path === '/api/cs/declaration-post')[0]?.body);
  expect(body).toMatch(/name="targetType"\r\n\r\nchannel\r\n/);
  expect(body).toMatch(/name="targetId"\r\n\r\n1\r\n/);
});

test('the owner sees no 신고 on their own channel', async () => {
  await renderChannel({ url: '/channel/1', api: channelApi(), member: OWNER });
  const header = await screen.findByRole('banner');
  await within(header).findByRole('heading', { level: 1, name: '온에어 공식 채널' });
  expect(within(header).queryByRole('button', { name: '신고' })).toBeNull();
});
