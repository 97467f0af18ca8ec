import { jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { koreanWrapper } from '../testing/korean-wrapper';
import type { ListPage } from './ListPager';
import { PagedList } from './PagedList';

const queryOf = (data: ListPage<string>) => ({ data, isLoading: false, isError: false, refetch: () => undefined });

async function renderList(data: ListPage<string>, onPage: (page: number) => void = () => undefined) {
  return render(
    <PagedList query={queryOf(data)} label="팔로우한 채널" empty="팔로우한 채널이 없습니다." onPage={onPage}>
      {(name) => <li key={name}>{name}</li>}
    </PagedList>,
    { wrapper: await koreanWrapper() },
  );
}

test('lists the rows under its name, with the pager in the common words', async () => {
  const onPage = jest.fn();
  await renderList({ items: ['게임 채널', '음악 채널'], page: 1, size: 2, total: 5 }, onPage);
  const list = screen.getByRole('list', { name: '팔로우한 채널' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['게임 채널', '음악 채널']);
  const pager = screen.getByRole('navigation', { name: '페이지 이동' });
  expect(pager).toHaveTextContent('1 / 3');
  expect(within(pager).getByRole('button', { name: '이전' })).toBeDisabled();
  await userEvent.click(within(pager).getByRole('button', { name: '다음' }));
  expect(onPage).toHaveBeenCalledWith(2);
});

test('says so when the list is empty, without a pager', async () => {
  await renderList({ items: [], page: 1, size: 10, total: 0 });
  expect(screen.getByText('팔로우한 채널이 없습니다.')).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});
