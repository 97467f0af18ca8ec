// The rules modal reads the document in force in the reader's language: English in English where a
// version has it, else Korean; and the document's own title is the modal's, not repeated under it.
import { screen, within } from '@testing-library/react';
import { fakeApi } from '../testing/fake-api';
import { renderWithStore } from '../testing/render-with-store';
import { RulesDocumentModal } from './RulesDocumentModal';

const html = (lang: string, title: string, body: string) =>
  new Response(
    `<!doctype html><html lang="${lang}"><head><title>${title}</title><style>h1{}</style></head><body><article><h1>${title}</h1><p>${body}</p></article></body></html>`,
    { headers: { 'content-type': 'text/html; charset=utf-8' } },
  );

const builtIn = {
  'GET /static/service-rules': () => ({ data: html('ko', '서비스 이용약관', '이 약관은 회사와 회원 사이의 권리를 정합니다.') }),
  'GET /static/en/service-rules': () => ({
    data: html('en', 'Terms of service', 'These terms set out the rights between the Company and its members.'),
  }),
};

test('in Korean: the Korean document, its title once (the modal’s)', async () => {
  await renderWithStore(<RulesDocumentModal type="service-rules" onClose={() => undefined} />, { api: fakeApi(builtIn) });
  const dialog = await screen.findByRole('dialog', { name: '서비스 이용약관' });
  expect(await within(dialog).findByText('이 약관은 회사와 회원 사이의 권리를 정합니다.')).toBeInTheDocument();
  expect(within(dialog).getAllByText(/서비스 이용약관/)).toHaveLength(1);
});

test('in English: the English document under the English title, with no Korean text', async () => {
  const api = fakeApi(builtIn);
  await renderWithStore(<RulesDocumentModal type="service-rules" onClose={() => undefined} />, { api, locale: 'en' });
  const dialog = await screen.findByRole('dialog', { name: 'Terms of service' });
  expect(await within(dialog).findByText('These terms set out the rights between the Company and its members.')).toBeInTheDocument();
  expect(dialog.textContent).not.toMatch(/[\uac00-\ud7a3]/);
  expect(within(dialog).getAllByText(/Terms of service/)).toHaveLength(1);
  expect(api.callsTo('GET /static/service-rules')).toHaveLength(0);
});

test('in English, a published version with English shows it; one without shows its Korean', async () => {
  const published = (bodyEn: string | null) =>
    fakeApi({
      'GET /api/guest/rules-documents/viewer-rules': {
        data: { document: 'viewer-rules', version: 2, effectiveAt: '2026-01-01T00:00:00.000Z', bodyKo: '제2판 한국어 본문', bodyEn },
      },
    });
  const english = await renderWithStore(<RulesDocumentModal type="viewer-rules" onClose={() => undefined} />, {
    api: published('Version 2 in English'),
    locale: 'en',
  });
  expect(await screen.findByText('Version 2 in English')).toBeInTheDocument();
  english.unmount();

  await renderWithStore(<RulesDocumentModal type="viewer-rules" onClose={() => undefined} />, {
    api: published(null),
    locale: 'en',
  });
  expect(await screen.findByText('제2판 한국어 본문')).toBeInTheDocument();
});

test('in English, a site without the English file falls back to the Korean one', async () => {
  const api = fakeApi({ 'GET /static/privacy-rules': () => ({ data: html('ko', '개인정보 처리방침', '한국어 방침') }) });
  await renderWithStore(<RulesDocumentModal type="privacy-rules" onClose={() => undefined} />, { api, locale: 'en' });
  expect(await screen.findByText('한국어 방침')).toBeInTheDocument();
  expect(api.callsTo('GET /static/en/privacy-rules')).toHaveLength(1);
});
