import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, inTurn, reply } from '@onair/store/testing';
import { makeTestStore, renderInConsole, staffOf } from '../../testing/render-console';
import { InquiriesScreen } from './InquiriesScreen';

const file = (uploadId: string, fileName: string, contentType: string) => ({
  uploadId,
  url: `/api/uploads/${uploadId}`,
  fileName,
  contentType,
  sizeBytes: 1200,
});
const inquiry = (overrides: Record<string, unknown> = {}) => ({
  inquiryId: 12,
  brand: 'onair',
  member: { memberId: 40, nickname: '시청자' },
  category: 2,
  title: '결제가 두 번 되었어요',
  content: '어제 충전이 두 번 결제되었습니다.',
  status: 'waiting',
  answer: null,
  attachments: [file('up-1', 'receipt.png', 'image/png'), file('up-2', 'statement.pdf', 'application/pdf')],
  createdAt: '2026-12-05T01:00:00.000Z',
  answeredAt: null,
  ...overrides,
});
const page = (items: unknown[]) => ({ items, page: 1, size: 20, total: items.length });
const support = staffOf({ role: 'support', brands: ['onair'] });

beforeAll(() => {
  // jsdom has no object URLs; the screen only hands them to <img> and <a>.
  let next = 0;
  URL.createObjectURL = () => `blob:test/${(next += 1)}`;
  URL.revokeObjectURL = () => undefined;
});

test('support reads the question with its files and answers it; the queue updates', async () => {
  const api = fakeApi({
    'GET /api/admin/inquiries': inTurn(reply(page([inquiry()])), reply(page([]))),
    'GET /api/admin/attachments/up-1': reply({}),
    'GET /api/admin/attachments/up-2': reply({}),
    'POST /api/admin/inquiries/12/answer': reply(inquiry({ status: 'answered', answer: '환불해드렸습니다.' })),
  });
  const user = userEvent.setup();
  renderInConsole(<InquiriesScreen />, { store: makeTestStore(api.fetchFn, support), path: '/inquiries' });
  const row = await screen.findByRole('row', { name: /결제가 두 번 되었어요/ });
  expect(row).toHaveTextContent('결제');
  expect(row).toHaveTextContent('답변 대기');
  expect(api.seen[0]?.url.search).toBe('?status=waiting&page=1&size=20');

  await user.click(within(row).getByRole('button', { name: '문의 「결제가 두 번 되었어요」 열기' }));
  const dialog = await screen.findByRole('dialog', { name: '결제가 두 번 되었어요' });
  expect(within(dialog).getByText('어제 충전이 두 번 결제되었습니다.')).toBeInTheDocument();
  // The image is shown in place, the PDF is a link; both come through the console's transport.
  expect(await within(dialog).findByRole('img', { name: 'receipt.png' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
  expect(await within(dialog).findByRole('link', { name: 'statement.pdf' })).toHaveAttribute('download', 'statement.pdf');
  expect(api.seen.find((request) => request.path === '/api/admin/attachments/up-1')?.headers.get('x-site-code')).toBe('onair');

  await user.click(within(dialog).getByRole('button', { name: '답변 등록' }));
  expect(await within(dialog).findByText('답변을 입력해주세요.')).toBeInTheDocument();
  expect(api.count('POST', '/api/admin/inquiries/12/answer')).toBe(0);
});

test('an answer is posted and the inquiry leaves the waiting queue', async () => {
  const api = fakeApi({
    'GET /api/admin/inquiries': inTurn(reply(page([inquiry({ attachments: [] })])), reply(page([]))),
    'POST /api/admin/inquiries/12/answer': reply(inquiry({ status: 'answered', answer: '환불해드렸습니다.' })),
  });
  const user = userEvent.setup();
  renderInConsole(<InquiriesScreen />, { store: makeTestStore(api.fetchFn, support), path: '/inquiries?inquiry=12' });
  const dialog = await screen.findByRole('dialog', { name: '결제가 두 번 되었어요' });
  expect(within(dialog).getByText('첨부파일이 없습니다.')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('답변'), '환불해드렸습니다.');
  await user.click(within(dialog).getByRole('button', { name: '답변 등록' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(JSON.parse(api.seen.find((request) => request.method === 'POST')?.body ?? '')).toEqual({
    answer: '환불해드렸습니다.',
  });
  expect(await screen.findByText('이 상태의 문의가 없습니다.')).toBeInTheDocument();
  // The dialog's close and the address change land in separate renders; a loaded machine may show one before the other.
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/inquiries$/));
});

test('an answered inquiry opens with its answer, to correct it', async () => {
  const api = fakeApi({
    'GET /api/admin/inquiries': reply(
      page([inquiry({ status: 'answered', answer: '환불해드렸습니다.', answeredAt: '2026-12-05T02:00:00.000Z', attachments: [] })]),
    ),
  });
  const user = userEvent.setup();
  renderInConsole(<InquiriesScreen />, { store: makeTestStore(api.fetchFn, support), path: '/inquiries?status=answered' });
  await user.click(await screen.findByRole('button', { name: '문의 「결제가 두 번 되었어요」 열기' }));
  const dialog = await screen.findByRole('dialog', { name: '결제가 두 번 되었어요' });
  expect(within(dialog).getByLabelText('답변')).toHaveValue('환불해드렸습니다.');
  expect(within(dialog).getByRole('button', { name: '답변 수정' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: '답변 완료' })).toHaveAttribute('aria-selected', 'true');
});
