import { createColumnHelper } from '@tanstack/react-table';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { fakeApi, inTurn, refuse, reply } from '@onair/store/testing';
import { StaffScreen } from '../screens/staff/StaffScreen';
import { makeTestStore, renderInConsole, staffOf } from '../testing/render-console';
import { ServerTable, type ServerPage, type ServerResult } from './ServerTable';
import { sortParam } from './table-query';
import { useTableQuery } from './use-table-query';

type Row = { id: number; name: string; score: number };
const column = createColumnHelper<Row>();
const columns = [
  column.accessor('name', { header: '이름' }),
  column.accessor('score', { header: '점수', enableSorting: true }),
];

/** A stand-in list route that takes page, size and sort, and records what it was asked. */
function useFakeServer(asked: string[], page: number, size: number, sort: string | undefined): ServerResult<Row> {
  const [data, setData] = useState<ServerPage<Row>>();
  const key = `page=${page}&size=${size}${sort ? `&sort=${sort}` : ''}`;
  useEffect(() => {
    asked.push(key);
    setData({ items: [{ id: page, name: `row of page ${page}`, score: page }], page, size, total: 45 });
  }, [asked, key, page, size]);
  return { data, isLoading: !data, isFetching: false, isError: false, refetch: () => undefined };
}

function Harness({ asked }: { asked: string[] }) {
  const query = useTableQuery({ size: 20 });
  const result = useFakeServer(asked, query.page, query.size, sortParam(query.sort));
  return (
    <ServerTable label="점수표" columns={columns} result={result} query={query} getRowId={(row) => String(row.id)} />
  );
}

test('a page and a sort are asked of the server and kept in the query string', async () => {
  const asked: string[] = [];
  const user = userEvent.setup();
  renderInConsole(<Harness asked={asked} />, { store: makeTestStore(fakeApi({}).fetchFn), path: '/list' });
  expect(await screen.findByText('row of page 1')).toBeInTheDocument();
  expect(screen.getByText('1 / 3 페이지 · 전체 45건')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: '다음' }));
  expect(await screen.findByText('row of page 2')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/list?page=2');

  // Only the column that says so sorts; a new sort starts from page 1.
  expect(within(screen.getByRole('columnheader', { name: '이름' })).queryByRole('button')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /점수/ }));
  expect(screen.getByTestId('location')).toHaveTextContent('/list?sort=score');
  expect(screen.getByRole('columnheader', { name: /점수/ })).toHaveAttribute('aria-sort', 'ascending');
  await user.click(screen.getByRole('button', { name: /점수/ }));
  expect(screen.getByTestId('location')).toHaveTextContent('/list?sort=-score');
  expect(asked).toEqual([
    'page=1&size=20',
    'page=2&size=20',
    'page=1&size=20&sort=score',
    'page=1&size=20&sort=-score',
  ]);
});

test('a link with a page and a sort opens on them', async () => {
  const asked: string[] = [];
  renderInConsole(<Harness asked={asked} />, {
    store: makeTestStore(fakeApi({}).fetchFn),
    path: '/list?page=3&sort=-score',
  });
  expect(await screen.findByText('row of page 3')).toBeInTheDocument();
  expect(asked).toEqual(['page=3&size=20&sort=-score']);
  expect(screen.getByRole('button', { name: '다음' })).toBeDisabled();
});

test('the staff list asks the API one page at a time, never the whole list', async () => {
  const page = (number: number) => ({
    items: [staffOf({ id: 100 + number, login: `staff${number}`, displayName: `직원 ${number}` })],
    page: number,
    size: 20,
    total: 41,
  });
  const api = fakeApi({
    'GET /api/admin/staff': (request) => reply(page(Number(request.url.searchParams.get('page'))))(request),
  });
  const user = userEvent.setup();
  renderInConsole(<StaffScreen />, { store: makeTestStore(api.fetchFn), path: '/staff' });
  expect(await screen.findByText('staff1')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '다음' }));
  expect(await screen.findByText('staff2')).toBeInTheDocument();
  expect(api.seen.map((request) => request.url.search)).toEqual(['?page=1&size=20', '?page=2&size=20']);
});

test('loading, then an error with a retry, then the empty state', async () => {
  const api = fakeApi({
    'GET /api/admin/staff': inTurn(
      refuse(500, 'INTERNAL', { key: 'system.internal' }),
      reply({ items: [], page: 1, size: 20, total: 0 }),
    ),
  });
  const user = userEvent.setup();
  renderInConsole(<StaffScreen />, { store: makeTestStore(api.fetchFn), path: '/staff' });
  expect(within(screen.getByRole('table')).getByRole('status')).toHaveTextContent('불러오는 중입니다.');
  expect(await screen.findByText('목록을 불러오지 못했습니다.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '다시 시도' }));
  expect(await screen.findByText('표시할 항목이 없습니다.')).toBeInTheDocument();
  await act(async () => undefined);
});
