import { screen, within } from '@testing-library/react';
import { selectMembersOnlyShown } from '@onair/store';
import { reply } from '@onair/store/testing';
import { renderMember } from '../testing/render-member';
import { ReportButton } from './ReportButton';

test('a page reports its own target: the dialog names it and sends it', async () => {
  const { user, api } = await renderMember(<ReportButton target={{ type: 'channel', id: 42, label: '게임 채널' }} />, {
    routes: { 'POST /api/cs/declaration-post': reply({}, 201) },
  });
  await user.click(screen.getByRole('button', { name: '신고' }));
  const dialog = screen.getByRole('dialog', { name: '신고하기' });
  expect(dialog).toHaveTextContent('신고 대상: 채널 게임 채널');
  expect(within(dialog).queryByLabelText('대상 번호')).not.toBeInTheDocument();
  await user.selectOptions(within(dialog).getByLabelText('신고 사유'), '사기');
  await user.type(within(dialog).getByLabelText('신고 내용'), '환불 사기');
  await user.click(within(dialog).getByRole('button', { name: '신고 접수' }));
  expect(await screen.findByText('신고가 접수되었습니다.')).toBeInTheDocument();
  expect(api.requests('POST', '/api/cs/declaration-post')[0]?.body).toMatch(/name="targetId"\r\n\r\n42\r\n/);
  expect(screen.queryByRole('dialog', { name: '신고하기' })).not.toBeInTheDocument();
});

test('a visitor gets the members-only dialog instead', async () => {
  const { user, store } = await renderMember(<ReportButton target={{ type: 'member', id: 7 }} />, { member: null });
  await user.click(screen.getByRole('button', { name: '신고' }));
  expect(selectMembersOnlyShown(store.getState())).toBe(true);
  expect(screen.queryByRole('dialog', { name: '신고하기' })).not.toBeInTheDocument();
});
