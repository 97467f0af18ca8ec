import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { adminApi } from '@onair/api-client';
import { fakeApi, inTurn, refuse, reply } from '@onair/store/testing';
import { makeTestStore, renderConsole, staffOf } from '../../testing/render-console';

type Version = adminApi.AdminRulesDocumentVersionsApiResponse['versions'][number];

const versionOf = (overrides: Partial<Version> = {}): Version => ({
  versionId: 5,
  document: 'privacy-rules',
  version: 2,
  bodyKo: '제1조 (목적) 개정된 개인정보 처리방침',
  bodyEn: null,
  effectiveAt: '2026-12-10T00:00:00.000Z',
  state: 'scheduled',
  createdByStaffId: 1,
  createdAt: '2026-12-06T00:00:00.000Z',
  ...overrides,
});

test('each document lists its versions with their state; one never published says version 1 is in force', async () => {
  const api = fakeApi({
    'GET /api/admin/rules-documents': reply({ versions: [versionOf(), versionOf({ versionId: 4, document: 'service-rules', state: 'current' })] }),
  });
  renderConsole({ store: makeTestStore(api.fetchFn, staffOf({ role: 'content', brands: ['onair'] })), path: '/rules' });
  const privacy = await screen.findByRole('region', { name: '개인정보 처리방침' });
  expect(within(privacy).getByRole('row', { name: /제2판/ })).toHaveTextContent('시행 예정');
  expect(within(screen.getByRole('region', { name: '서비스 이용약관' })).getByRole('row', { name: /제2판/ })).toHaveTextContent('시행 중');
  expect(screen.getByRole('region', { name: '방송 운영정책' })).toHaveTextContent('게시한 판이 없습니다. 사이트에 포함된 제1판이 시행 중입니다.');
});

test('publishing asks for the Korean text and a reason, sends the time as Korean time, and lists the new version', async () => {
  const published = versionOf({ versionId: 9, document: 'broadcast-rules', version: 2 });
  const api = fakeApi({
    'GET /api/admin/rules-documents': inTurn(reply({ versions: [] }), reply({ versions: [published] })),
    'POST /api/admin/rules-documents': reply(published),
  });
  const user = userEvent.setup();
  renderConsole({ store: makeTestStore(api.fetchFn, staffOf({ role: 'content', brands: ['onair'] })), path: '/rules' });
  await user.click(await screen.findByRole('button', { name: '방송 운영정책 새 판 게시' }));
  const dialog = screen.getByRole('dialog', { name: '새 판 게시' });
  expect(within(dialog).getByLabelText('문서')).toHaveValue('broadcast-rules');
  await user.click(within(dialog).getByRole('button', { name: '게시' }));
  expect(await within(dialog).findByText('한국어 내용을 입력해주세요.')).toBeInTheDocument();
  expect(within(dialog).getByText('사유를 입력해주세요.')).toBeInTheDocument();
  expect(api.count('POST', '/api/admin/rules-documents')).toBe(0);

  await user.type(within(dialog).getByLabelText('내용 (한국어)'), '제1조 방송 운영정책 개정');
  const effective = within(dialog).getByLabelText('시행일 (한국 시간)');
  await user.clear(effective);
  await user.type(effective, '2026-12-20T09:00');
  await user.type(within(dialog).getByLabelText('사유'), '청소년 보호 조항 추가');
  await new Promise((resolve) => setTimeout(resolve, 500)); // the submit's double-click guard
  await user.click(within(dialog).getByRole('button', { name: '게시' }));

  await waitFor(() => expect(screen.queryByRole('dialog', { name: '새 판 게시' })).not.toBeInTheDocument());
  const sent = api.seen.find((request) => request.method === 'POST');
  expect(JSON.parse(sent?.body ?? '')).toEqual({
    document: 'broadcast-rules',
    bodyKo: '제1조 방송 운영정책 개정',
    bodyEn: null,
    effectiveAt: '2026-12-20T00:00:00.000Z',
    reason: '청소년 보호 조항 추가',
  });
  expect(await within(screen.getByRole('region', { name: '방송 운영정책' })).findByRole('row', { name: /제2판/ })).toBeInTheDocument();
});

test('a time in the past is refused in the API’s words, and the dialog stays open', async () => {
  const api = fakeApi({
    'GET /api/admin/rules-documents': reply({ versions: [] }),
    'POST /api/admin/rules-documents': refuse(400, 'RULES_EFFECTIVE_IN_PAST', { key: 'rules.effectiveInPast' }),
  });
  const user = userEvent.setup();
  renderConsole({ store: makeTestStore(api.fetchFn), path: '/rules' });
  await user.click(await screen.findByRole('button', { name: '서비스 이용약관 새 판 게시' }));
  const dialog = screen.getByRole('dialog', { name: '새 판 게시' });
  await user.type(within(dialog).getByLabelText('내용 (한국어)'), '개정');
  await user.type(within(dialog).getByLabelText('사유'), '개정');
  await user.click(within(dialog).getByRole('button', { name: '게시' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('시행일은 지금 이후로 정해주세요.');
});
