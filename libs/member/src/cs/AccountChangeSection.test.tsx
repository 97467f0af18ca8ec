import { screen, within } from '@testing-library/react';
import { inTurn, reply } from '@onair/store/testing';
import { afterClickGuard } from '@onair/ui/testing';
import { fileOf } from '../testing/fixtures';
import { renderMember } from '../testing/render-member';
import { CsPage } from './CsPage';

const request = {
  requestId: 3,
  bank_code: '090',
  bank_name: '카카오뱅크',
  bank_account: '3333012345678',
  bank_holder_name: '김방송',
  status: 'requested' as const,
  bankbook: null,
  decisionReason: null,
  createdAt: '2025-08-13T06:00:00.000Z',
  decidedAt: null,
};

test('a refused request shows its state and the reason customer service gave', async () => {
  const refused = {
    ...request,
    status: 'rejected' as const,
    decisionReason: '예금주명이 통장 사본과 다릅니다.',
    decidedAt: '2025-08-14T06:00:00.000Z',
  };
  await renderMember(<CsPage />, {
    url: '/cs/account-change',
    path: '/cs/:section?',
    routes: { 'GET /api/cs/accountChange': reply(refused) },
  });
  const latest = await screen.findByRole('region', { name: '최근 신청' });
  expect(latest).toHaveTextContent('반려');
  expect(latest).toHaveTextContent('사유: 예금주명이 통장 사본과 다릅니다.');
});

test('a bank account change sends the bank, account, holder and bankbook image, then shows the request', async () => {
  const { user, api } = await renderMember(<CsPage />, {
    url: '/cs/account-change',
    path: '/cs/:section?',
    routes: {
      'GET /api/cs/accountChange': inTurn(reply(null), reply(request)),
      'POST /api/cs/accountChange': reply(request, 201),
    },
  });
  const form = await screen.findByRole('form', { name: '계좌 변경 신청' });
  await user.click(within(form).getByRole('button', { name: '변경 신청' }));
  expect(within(form).getByText('은행을 선택해주세요.')).toBeInTheDocument();
  expect(within(form).getByText('계좌번호는 숫자만 10~16자리로 입력해주세요.')).toBeInTheDocument();
  expect(within(form).getByText('파일을 첨부해주세요.')).toBeInTheDocument();
  expect(
    within(form)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toContain('카카오뱅크');

  await user.selectOptions(within(form).getByLabelText('은행'), '카카오뱅크');
  await user.type(within(form).getByLabelText('계좌번호'), '3333-01-2345678');
  expect(within(form).getByLabelText('계좌번호')).toHaveValue('3333012345678');
  await user.type(within(form).getByLabelText('예금주'), '김방송');
  await user.upload(within(form).getByLabelText('통장 사본 이미지'), fileOf('bankbook.jpg', 'image/jpeg'));
  await afterClickGuard();
  await user.click(within(form).getByRole('button', { name: '변경 신청' }));
  expect(await screen.findByText('계좌 변경을 신청했습니다. 확인 후 반영됩니다.')).toBeInTheDocument();
  const [sent] = api.requests('POST', '/api/cs/accountChange');
  expect(sent?.body).toMatch(/name="bank_code"\r\n\r\n090\r\n/);
  expect(sent?.body).toMatch(/name="bank_account"\r\n\r\n3333012345678\r\n/);
  expect(sent?.body).toMatch(/name="bankbook"; filename="bankbook.jpg"/);
  expect(await screen.findByRole('region', { name: '최근 신청' })).toHaveTextContent(
    '최근 신청: 확인 중 (2025. 8. 13.)카카오뱅크 3333012345678 · 예금주 김방송',
  );
});
