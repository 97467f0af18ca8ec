import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, makeTestStore, resetTestStores as resetMemberStores } from '@onair/store/testing';
import { renderInShell, resetTestStores } from '../testing/render-in-shell';
import { RulesUpdateGate } from './RulesUpdateGate';

afterEach(() => {
  resetTestStores();
  resetMemberStores();
});

const REVISED = { document: 'privacy-rules', version: 2, effectiveAt: '2026-12-01T00:00:00.000Z' };

/** The agreements API: pending until the member agrees, then nothing pending. */
function agreementsApi() {
  let pending = [REVISED];
  return fakeApi({
    'GET /api/my/rules-agreements': () => ({ status: 200, body: { agreed: [], pending } }),
    'POST /api/my/rules-agreements': () => {
      pending = [];
      return { status: 200, body: { agreed: [], pending } };
    },
    'GET /api/guest/rules-documents/privacy-rules': () => ({
      status: 200,
      body: { document: 'privacy-rules', version: 2, effectiveAt: REVISED.effectiveAt, bodyKo: '제2판 개인정보 처리방침 전문', bodyEn: null },
    }),
  });
}

test('a member asked to agree reads the revised document, agrees, and the site is theirs again', async () => {
  const api = agreementsApi();
  await renderInShell(<RulesUpdateGate />, { store: makeTestStore({ fetchFn: api.fetchFn }) });
  const dialog = await screen.findByRole('dialog', { name: '약관이 개정되었습니다' });
  expect(dialog).toHaveTextContent('개인정보 처리방침 (제2판, 2026. 12. 1. 오전 9:00 시행)');

  await userEvent.click(within(dialog).getByRole('button', { name: '전문 보기' }));
  const document = await screen.findByRole('dialog', { name: '개인정보 처리방침' });
  expect(await within(document).findByText('제2판 개인정보 처리방침 전문')).toBeInTheDocument();
  expect(document).toHaveTextContent('제2판');
  await userEvent.click(within(document).getByRole('button', { name: '닫기' }));

  await userEvent.click(await screen.findByRole('button', { name: '동의하고 계속하기' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '약관이 개정되었습니다' })).not.toBeInTheDocument());
  const posted = api.seen.filter((request) => request.method === 'POST');
  expect(posted.map((request) => JSON.parse(request.body))).toEqual([{ document: 'privacy-rules', version: 2 }]);
});

test('a visitor is never asked, and the agreements are not even fetched', async () => {
  const api = agreementsApi();
  await renderInShell(<RulesUpdateGate />, { store: makeTestStore({ fetchFn: api.fetchFn, member: null }) });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(api.count('GET', '/api/my/rules-agreements')).toBe(0);
});
