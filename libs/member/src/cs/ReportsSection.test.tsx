import { screen, within } from '@testing-library/react';
import { CS_MESSAGES } from '@onair/contracts';
import { inTurn, pageOf, refuse, reply } from '@onair/store/testing';
import { afterClickGuard } from '@onair/ui/testing';
import { fileOf } from '../testing/fixtures';
import { renderMember } from '../testing/render-member';
import { CsPage } from './CsPage';

const report = {
  declarationId: 5,
  targetType: 'channel' as const,
  targetId: 42,
  reason: 3,
  content: '광고 방송입니다',
  status: 'received' as const,
  outcome: null,
  decisionReason: null,
  decidedAt: null,
  attachments: [],
  createdAt: '2025-08-13T06:00:00.000Z',
};

test("the reporter sees what customer service decided: the outcome and its reason", async () => {
  const actioned = {
    ...report,
    declarationId: 8,
    targetType: 'board' as const,
    status: 'actioned' as const,
    outcome: 'content-hidden' as const,
    decisionReason: '운영정책 위반 게시글입니다.',
    decidedAt: '2025-08-14T06:00:00.000Z',
  };
  const dismissed = { ...report, declarationId: 9, status: 'dismissed' as const, decisionReason: '위반 사항이 없습니다.' };
  const { user } = await renderMember(<CsPage />, {
    url: '/cs/reports',
    path: '/cs/:section?',
    routes: { 'GET /api/cs/declaration-list': reply(pageOf([actioned, dismissed])) },
  });
  const [first, second] = within(await screen.findByRole('list', { name: '신고 내역' })).getAllByRole('listitem');
  expect(first).toHaveTextContent('처리 완료');
  expect(second).toHaveTextContent('반려');
  await user.click(within(first as HTMLElement).getAllByRole('button')[0] as HTMLElement);
  expect(await within(first as HTMLElement).findByText('처리 결과: 게시물 숨김')).toBeInTheDocument();
  expect(within(first as HTMLElement).getByText('처리 사유: 운영정책 위반 게시글입니다.')).toBeInTheDocument();
  // Nothing to withdraw once decided.
  expect(within(first as HTMLElement).queryByRole('button', { name: '신고 취소' })).toBeNull();
});

test('filing a report lists it; a received one can be withdrawn, one in review cannot', async () => {
  const reviewing = {
    ...report,
    declarationId: 6,
    targetType: 'member' as const,
    targetId: 7,
    reason: 1,
    status: 'reviewing' as const,
  };
  const { user, api } = await renderMember(<CsPage />, {
    url: '/cs/reports',
    path: '/cs/:section?',
    routes: {
      'GET /api/cs/declaration-list': inTurn(reply(pageOf([reviewing])), reply(pageOf([report, reviewing]))),
      'POST /api/cs/declaration-post': reply(report, 201),
      'DELETE /api/cs/declaration-delete/5': reply({ msg: 'ok' }),
    },
  });
  const first = within(await screen.findByRole('list', { name: '신고 내역' })).getByRole('listitem');
  expect(first).toHaveTextContent('처리 중회원 #7 · 욕설/비방');
  await user.click(screen.getByRole('button', { name: '신고하기' }));
  const dialog = screen.getByRole('dialog', { name: '신고하기' });
  await user.click(within(dialog).getByRole('button', { name: '신고 접수' }));
  expect(within(dialog).getByText('신고 대상을 선택해주세요.')).toBeInTheDocument();
  expect(within(dialog).getByText('신고 사유를 선택해주세요.')).toBeInTheDocument();

  await user.selectOptions(within(dialog).getByLabelText('신고 대상'), '채널');
  await user.type(within(dialog).getByLabelText('대상 번호'), '42');
  await user.selectOptions(within(dialog).getByLabelText('신고 사유'), '스팸/광고');
  await user.type(within(dialog).getByLabelText('신고 내용'), '광고 방송입니다');
  await user.upload(within(dialog).getByLabelText('첨부 파일 (선택)'), [
    fileOf('a.png', 'image/png'),
    fileOf('b.pdf', 'application/pdf'),
  ]);
  await afterClickGuard();
  await user.click(within(dialog).getByRole('button', { name: '신고 접수' }));
  expect(await screen.findByText('신고가 접수되었습니다.')).toBeInTheDocument();
  const [sent] = api.requests('POST', '/api/cs/declaration-post');
  expect(sent?.body).toMatch(/name="targetType"\r\n\r\nchannel\r\n/);
  expect(sent?.body).toMatch(/name="targetId"\r\n\r\n42\r\n/);
  expect(sent?.body).toMatch(/name="reason"\r\n\r\n3\r\n/);
  expect(sent?.body.match(/name="attachments"; filename=/g)).toHaveLength(2);

  const rows = within(await screen.findByRole('list', { name: '신고 내역' })).getAllByRole('listitem');
  expect(rows[0]).toHaveTextContent('접수채널 #42 · 스팸/광고');
  await user.click(within(rows[1] as HTMLElement).getByRole('button', { name: /회원 #7/ }));
  expect(within(rows[1] as HTMLElement).queryByRole('button', { name: '신고 취소' })).not.toBeInTheDocument();
  await user.click(within(rows[0] as HTMLElement).getByRole('button', { name: /채널 #42/ }));
  await user.click(within(rows[0] as HTMLElement).getByRole('button', { name: '신고 취소' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '신고 취소' }));
  expect(await screen.findByText('신고를 취소했습니다.')).toBeInTheDocument();
  expect(api.count('DELETE', '/api/cs/declaration-delete/5')).toBe(1);
});

test('a withdrawal the API refuses shows its message', async () => {
  const { user } = await renderMember(<CsPage />, {
    url: '/cs/reports',
    path: '/cs/:section?',
    routes: {
      'GET /api/cs/declaration-list': reply(pageOf([report])),
      'DELETE /api/cs/declaration-delete/5': refuse(409, 'DECLARATION_IN_REVIEW', CS_MESSAGES.declarationInReview),
    },
  });
  const row = within(await screen.findByRole('list', { name: '신고 내역' })).getByRole('listitem');
  await user.click(within(row).getByRole('button', { name: /채널 #42/ }));
  await user.click(within(row).getByRole('button', { name: '신고 취소' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '신고 취소' }));
  expect(await screen.findByText('처리가 시작된 신고는 취소할 수 없습니다.')).toBeInTheDocument();
});
