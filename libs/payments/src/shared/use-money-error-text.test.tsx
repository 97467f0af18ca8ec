import { screen } from '@testing-library/react';
import { readMoneyFailure } from './money-failure';
import { useMoneyErrorText } from './use-money-error-text';
import { renderMoney } from '../testing/render-money';

/** A refusal as RTK Query hands it over: the API's ErrorBody under data. */
const refusal = (body: Record<string, unknown>) => ({ status: 422, data: { statusCode: 422, code: 'INVALID_REQUEST', ...body } });

function ErrorLine({ error }: { error: unknown }) {
  const errorText = useMoneyErrorText();
  return <p>{errorText(readMoneyFailure(error))}</p>;
}

const belowMinimum = refusal({
  message: '최소 10,000 벨부터 출금할 수 있습니다.',
  key: 'money.withdrawBelowMinimum',
  params: { minimum: '10,000', currency: '벨' },
});

test("an English reader gets the refusal by its key, with the amount and the brand's currency in English", async () => {
  await renderMoney(<ErrorLine error={belowMinimum} />, { brand: 'bellcast', locale: 'en' });
  expect(await screen.findByText(/10,000/)).toHaveTextContent(/^[^\uAC00-\uD7A3]*10,000 bell[^\uAC00-\uD7A3]*$/i);
});

test('a Korean reader gets the words the API sent', async () => {
  await renderMoney(<ErrorLine error={belowMinimum} />, { brand: 'bellcast', locale: 'ko' });
  expect(await screen.findByText('최소 10,000 벨부터 출금할 수 있습니다.')).toBeInTheDocument();
});

test('an unknown key is shown as the API worded it', async () => {
  await renderMoney(<ErrorLine error={refusal({ message: '새로운 거절입니다.', key: 'money.somethingNew' })} />, { locale: 'en' });
  expect(await screen.findByText('새로운 거절입니다.')).toBeInTheDocument();
});
