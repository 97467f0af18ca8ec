import { useState } from 'react';
import { screen } from '@testing-library/react';
import { fakeApi } from '../testing/fake-api';
import { renderWithStore } from '../testing/render-with-store';
import { NO_AGREEMENTS, type AgreementLevel } from './agreements';
import { TermsAgreement } from './TermsAgreement';

function Harness({ levels }: { levels: AgreementLevel[] }) {
  const [value, setValue] = useState(NO_AGREEMENTS);
  return (
    <TermsAgreement
      value={value}
      onChange={(next, level) => {
        setValue(next);
        levels.push(level);
      }}
    />
  );
}

const TERMS = '이용약관 동의 (필수)';
const PRIVACY = '개인정보 수집 및 이용 동의 (필수)';
const MARKETING = '마케팅 정보 수신 동의 (선택)';

test('reports none, then essential with both required, then full with marketing', async () => {
  const levels: AgreementLevel[] = [];
  const { user } = await renderWithStore(<Harness levels={levels} />);
  await user.click(screen.getByLabelText(TERMS));
  await user.click(screen.getByLabelText(PRIVACY));
  await user.click(screen.getByLabelText(MARKETING));
  expect(levels).toEqual(['none', 'essential', 'full']);
  expect(screen.getByLabelText('전체 동의')).toBeChecked();
});

test('all-agree ticks all three, and a second click clears them', async () => {
  const levels: AgreementLevel[] = [];
  const { user } = await renderWithStore(<Harness levels={levels} />);
  await user.click(screen.getByLabelText('전체 동의'));
  for (const label of [TERMS, PRIVACY, MARKETING]) expect(screen.getByLabelText(label)).toBeChecked();
  await user.click(screen.getByLabelText('전체 동의'));
  for (const label of [TERMS, PRIVACY, MARKETING]) expect(screen.getByLabelText(label)).not.toBeChecked();
  expect(levels).toEqual(['full', 'none']);
});

test('unticking one consent unticks all-agree', async () => {
  const { user } = await renderWithStore(<Harness levels={[]} />);
  await user.click(screen.getByLabelText('전체 동의'));
  await user.click(screen.getByLabelText(MARKETING));
  expect(screen.getByLabelText('전체 동의')).not.toBeChecked();
});

test('"view" opens the rules document from /static/{type} with a close icon', async () => {
  const api = fakeApi({ 'GET /static/service-rules': { data: '제1조 (목적)\n이 약관은…' } });
  const { user } = await renderWithStore(<Harness levels={[]} />, { api });
  await user.click(screen.getByRole('button', { name: `${TERMS} 보기` }));
  const dialog = await screen.findByRole('dialog', { name: '서비스 이용약관' });
  expect(await screen.findByText(/제1조 \(목적\)/)).toBeInTheDocument();
  expect(dialog).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '닫기' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('the privacy document is privacy-rules; a failed load says so', async () => {
  const api = fakeApi({ 'GET /static/privacy-rules': { error: { status: 500 } } });
  const { user } = await renderWithStore(<Harness levels={[]} />, { api });
  await user.click(screen.getByRole('button', { name: `${PRIVACY} 보기` }));
  expect(await screen.findByRole('alert')).toHaveTextContent('문서를 불러오지 못했습니다.');
  expect(screen.getByRole('dialog', { name: '개인정보 처리방침' })).toBeInTheDocument();
});
