import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { koreanWrapper } from '../testing/korean-wrapper';
import { LoadingState } from './LoadingState';
import { QueryState } from './QueryState';

const loaded = { data: '12,000 러브', isLoading: false, isError: false, refetch: () => undefined };

test('waits with a status while the query loads', async () => {
  render(<QueryState query={{ ...loaded, data: undefined, isLoading: true }}>{(text) => <p>{text}</p>}</QueryState>, {
    wrapper: await koreanWrapper(),
  });
  expect(screen.getByRole('status')).toHaveTextContent('불러오는 중입니다.');
});

test('says a failed load plainly and retries it', async () => {
  const refetch = jest.fn();
  render(
    <QueryState query={{ ...loaded, data: undefined, isError: true, refetch }}>{(text) => <p>{text}</p>}</QueryState>,
    {
      wrapper: await koreanWrapper(),
    },
  );
  expect(screen.getByRole('alert')).toHaveTextContent('정보를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.');
  await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
  expect(refetch).toHaveBeenCalledTimes(1);
});

test('draws the content from the data once it is there', async () => {
  render(<QueryState query={loaded}>{(text) => <p>{text}</p>}</QueryState>, { wrapper: await koreanWrapper() });
  expect(screen.getByText('12,000 러브')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('a loading state can say what it waits for', async () => {
  render(<LoadingState label="결제 결과를 확인하는 중입니다." />, { wrapper: await koreanWrapper() });
  expect(screen.getByRole('status')).toHaveTextContent('결제 결과를 확인하는 중입니다.');
});
