import { screen, within } from '@testing-library/react';
import { uploadMessage } from '@onair/contracts';
import { MEMBER, inTurn, pageOf, refuse, reply } from '@onair/store/testing';
import { fileOf } from '../testing/fixtures';
import { renderMember } from '../testing/render-member';
import { CsPage } from './CsPage';

const render = (url: string, routes = {}, member?: null) =>
  renderMember(<CsPage />, { url, path: '/cs/:section?', routes, ...(member === null ? { member } : {}) });

const notice = (noticeId: number, title: string, important = false) => ({
  noticeId,
  title,
  content: `${title} 본문`,
  important,
  createdAt: '2025-08-13T06:00:00.000Z',
});

test('notices show the important ones pinned with a badge and open in place, for visitors too', async () => {
  const { user } = await render(
    '/cs',
    { 'GET /api/cs/notice-list': reply(pageOf([notice(2, '점검 안내', true), notice(1, '새 기능')])) },
    null,
  );
  const rows = within(await screen.findByRole('list', { name: '공지사항' })).getAllByRole('listitem');
  expect(rows[0]).toHaveTextContent('중요점검 안내');
  expect(rows[1]).not.toHaveTextContent('중요');
  await user.click(within(rows[1] as HTMLElement).getByRole('button', { name: /새 기능/ }));
  expect(screen.getByText('새 기능 본문')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: '공지사항' })).toHaveAttribute('aria-selected', 'true');
});

const OPERATOR = { ...MEMBER, userType: 'O' as const };
const STREAMER = { ...MEMBER, channelId: 12 };

test('the tabs are addresses: development notices (for staff) and guides have their own lists', async () => {
  const { user } = await renderMember(<CsPage />, {
    url: '/cs/develop-notices',
    path: '/cs/:section?',
    member: OPERATOR,
    routes: {
      'GET /api/cs/develop-notice-list': reply(pageOf([notice(3, '1.2 배포')])),
      'GET /api/cs/guide-list': reply(pageOf([notice(4, '방송 시작하기')])),
    },
  });
  expect(screen.getByRole('tab', { name: '계좌 변경 신청' })).toBeInTheDocument();
  expect(
    await within(await screen.findByRole('list', { name: '개발 공지' })).findByText('1.2 배포'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: '이용 가이드' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/cs/guides');
  expect(
    await within(await screen.findByRole('list', { name: '이용 가이드' })).findByText('방송 시작하기'),
  ).toBeInTheDocument();
});

const inquiry = {
  inquiryId: 11,
  category: 2,
  title: '결제 문의',
  status: 'waiting' as const,
  createdAt: '2025-08-13T06:00:00.000Z',
  answeredAt: null,
  content: '결제가 두 번 되었어요',
  answer: null,
  attachments: [
    { uploadId: 'u1', url: '/api/uploads/u1', fileName: 'receipt.png', contentType: 'image/png', sizeBytes: 16 },
  ],
};

test('filing an inquiry with an attachment sends it as multipart and lists it', async () => {
  const { user, api } = await render('/cs/inquiries', {
    'GET /v2/api/cs/inquiry-list': inTurn(reply(pageOf([])), reply(pageOf([inquiry]))),
    'POST /api/cs/inquiry-write': reply(inquiry, 201),
  });
  expect(await screen.findByText('문의 내역이 없습니다.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '문의하기' }));
  const form = screen.getByRole('form', { name: '문의하기' });
  await user.selectOptions(within(form).getByLabelText('문의 유형'), '결제');
  await user.type(within(form).getByLabelText('제목'), '결제 문의');
  await user.type(within(form).getByLabelText('내용'), '결제가 두 번 되었어요');
  await user.upload(within(form).getByLabelText('첨부 파일 (선택)'), fileOf('receipt.png', 'image/png'));
  expect(within(within(form).getByRole('list', { name: '첨부한 파일' })).getByText('receipt.png')).toBeInTheDocument();
  await user.click(within(form).getByRole('button', { name: '문의 등록' }));

  expect(await screen.findByText('문의가 등록되었습니다.')).toBeInTheDocument();
  const [sent] = api.requests('POST', '/api/cs/inquiry-write');
  expect(sent?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  expect(sent?.body).toMatch(/name="category"\r\n\r\n2\r\n/);
  expect(sent?.body).toMatch(/name="title"\r\n\r\n결제 문의\r\n/);
  expect(sent?.body).toMatch(/name="attachment"; filename="receipt.png"\r\nContent-Type: image\/png/);

  const row = within(await screen.findByRole('list', { name: '1:1 문의' })).getByRole('listitem');
  expect(row).toHaveTextContent('답변 대기결제 문의결제 · 2025. 8. 13.');
  await user.click(within(row).getByRole('button', { name: /결제 문의/ }));
  expect(within(row).getByRole('link', { name: 'receipt.png' })).toHaveAttribute('href', '/api/uploads/u1');
  expect(within(row).getByText('아직 답변이 등록되지 않았습니다.')).toBeInTheDocument();
});

test("an oversized attachment: the API's 413 message is shown, and a file over the limit is stopped before sending", async () => {
  const tooLarge = uploadMessage('tooLarge', { accept: 'attachment' });
  const { user, api } = await render('/cs/inquiries', {
    'GET /v2/api/cs/inquiry-list': reply(pageOf([])),
    'POST /api/cs/inquiry-write': refuse(413, 'FILE_TOO_LARGE', tooLarge),
  });
  await user.click(await screen.findByRole('button', { name: '문의하기' }));
  const form = screen.getByRole('form', { name: '문의하기' });
  await user.selectOptions(within(form).getByLabelText('문의 유형'), '기타');
  await user.type(within(form).getByLabelText('제목'), '영상 첨부');
  await user.type(within(form).getByLabelText('내용'), '화면 녹화입니다');
  await user.upload(within(form).getByLabelText('첨부 파일 (선택)'), fileOf('screen.png', 'image/png'));
  await user.click(within(form).getByRole('button', { name: '문의 등록' }));
  expect(
    await within(form).findByText('파일 크기가 너무 큽니다. 10MB 이하의 파일만 올릴 수 있습니다.'),
  ).toBeInTheDocument();

  await user.upload(
    within(form).getByLabelText('첨부 파일 (선택)'),
    fileOf('huge.pdf', 'application/pdf', 10 * 1024 * 1024 + 1),
  );
  expect(within(form).getAllByText(tooLarge)).toHaveLength(2);
  expect(
    within(within(form).getByRole('list', { name: '첨부한 파일' })).queryByText('huge.pdf'),
  ).not.toBeInTheDocument();
  expect(api.count('POST', '/api/cs/inquiry-write')).toBe(1);
});

test('an unsupported file type refused by the API (415) is shown as sent', async () => {
  const unsupported = uploadMessage('unsupportedType', { accept: 'attachment' });
  const { user } = await render('/cs/inquiries', {
    'GET /v2/api/cs/inquiry-list': reply(pageOf([])),
    'POST /api/cs/inquiry-write': refuse(415, 'UNSUPPORTED_FILE_TYPE', unsupported),
  });
  await user.click(await screen.findByRole('button', { name: '문의하기' }));
  const form = screen.getByRole('form', { name: '문의하기' });
  await user.selectOptions(within(form).getByLabelText('문의 유형'), '오류 신고');
  await user.type(within(form).getByLabelText('제목'), '오류');
  await user.type(within(form).getByLabelText('내용'), '첨부합니다');
  await user.upload(within(form).getByLabelText('첨부 파일 (선택)'), fileOf('fake.png', 'image/png'));
  await user.click(within(form).getByRole('button', { name: '문의 등록' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent(
    '지원하지 않는 파일 형식입니다. JPG, PNG, GIF, WEBP, PDF 파일만 올릴 수 있습니다.',
  );
});

test('an answered inquiry shows its answer and cannot be deleted; a waiting one can, after confirming', async () => {
  const answered = {
    ...inquiry,
    inquiryId: 12,
    title: '계정 문의',
    category: 1,
    status: 'answered' as const,
    answer: '확인했습니다.',
    answeredAt: '2025-08-14T06:00:00.000Z',
    attachments: [],
  };
  const { user, api } = await render('/cs/inquiries', {
    'GET /v2/api/cs/inquiry-list': inTurn(reply(pageOf([inquiry, answered])), reply(pageOf([answered]))),
    'DELETE /api/cs/inquiry-delete/11': reply({ msg: 'ok' }),
  });
  const rows = within(await screen.findByRole('list', { name: '1:1 문의' })).getAllByRole('listitem');
  await user.click(within(rows[1] as HTMLElement).getByRole('button', { name: /계정 문의/ }));
  expect(within(rows[1] as HTMLElement).getByRole('region', { name: '답변' })).toHaveTextContent('확인했습니다.');
  expect(within(rows[1] as HTMLElement).queryByRole('button', { name: '삭제' })).not.toBeInTheDocument();

  await user.click(within(rows[0] as HTMLElement).getByRole('button', { name: /결제 문의/ }));
  await user.click(within(rows[0] as HTMLElement).getByRole('button', { name: '삭제' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '삭제' }));
  expect(await screen.findByText('문의를 삭제했습니다.')).toBeInTheDocument();
  expect(api.count('DELETE', '/api/cs/inquiry-delete/11')).toBe(1);
});

test("a visitor opening the member's sections is asked to sign in", async () => {
  await render('/cs/inquiries', {}, null);
  expect(screen.getByRole('heading', { name: '회원 전용' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '로그인 하기' })).toBeInTheDocument();
});

test('where the partner settles payouts (mint) there is no account to change: no tab, and its address says so', async () => {
  await renderMember(<CsPage />, { url: '/cs/account-change', path: '/cs/:section?', brand: 'mint' });
  expect(screen.queryByRole('tab', { name: '계좌 변경 신청' })).not.toBeInTheDocument();
  expect(screen.getByRole('tab', { name: '1:1 문의' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '이용할 수 없는 서비스입니다' })).toBeInTheDocument();
  expect(screen.queryByLabelText('계좌번호')).not.toBeInTheDocument();
});

test('in English the not-offered page names the feature with a capital, not "luv withdrawals"', async () => {
  await renderMember(<CsPage />, { url: '/cs/account-change', path: '/cs/:section?', brand: 'mint', locale: 'en' });
  expect(screen.getByRole('heading', { name: 'This service is not available' })).toBeInTheDocument();
  expect(screen.getByText('Withdraw luv')).toBeInTheDocument();
});

test.each([
  ['a visitor', null],
  ['a viewer', MEMBER],
] as const)('%s is offered neither 개발 공지 nor 계좌 변경 신청; the development notices address shows the notices', async (_who, member) => {
  const { api } = await renderMember(<CsPage />, {
    url: '/cs/develop-notices',
    path: '/cs/:section?',
    member,
    routes: { 'GET /api/cs/notice-list': reply(pageOf([notice(1, '새 기능')])) },
  });
  expect(await within(await screen.findByRole('list', { name: '공지사항' })).findByText('새 기능')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: '공지사항' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.queryByRole('tab', { name: '개발 공지' })).not.toBeInTheDocument();
  expect(screen.queryByRole('tab', { name: '계좌 변경 신청' })).not.toBeInTheDocument();
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['공지사항', '이용 가이드', '1:1 문의', '신고 내역']);
  expect(api.count('GET', '/api/cs/develop-notice-list')).toBe(0);
});

test('a channel owner, who is paid out, is offered 계좌 변경 신청 but not the development notices', async () => {
  await renderMember(<CsPage />, {
    url: '/cs',
    path: '/cs/:section?',
    member: STREAMER,
    routes: { 'GET /api/cs/notice-list': reply(pageOf([])) },
  });
  expect(screen.getByRole('tab', { name: '계좌 변경 신청' })).toBeInTheDocument();
  expect(screen.queryByRole('tab', { name: '개발 공지' })).not.toBeInTheDocument();
});
