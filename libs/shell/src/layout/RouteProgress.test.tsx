import { act, lazy, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { I18nProvider, loadMessages } from '@onair/i18n';
import { LazyPage } from '../lazy-auth';
import { RouteProgress } from './RouteProgress';

test('the top bar runs while a lazy page is arriving after a link, and goes when it is there', async () => {
  let arrive: (page: { default: ComponentType }) => void = () => undefined;
  const SlowPage = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
  const router = createMemoryRouter([
    {
      element: (
        <RouteProgress>
          <Outlet />
        </RouteProgress>
      ),
      children: [
        { index: true, element: <Link to="/slow">느린 페이지</Link> },
        { path: 'slow', element: <LazyPage page={SlowPage} /> },
      ],
    },
  ]);
  render(
    <I18nProvider locale="ko" messages={await loadMessages('ko')}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('link', { name: '느린 페이지' }));
  expect(await screen.findByRole('progressbar', { name: '페이지를 불러오는 중입니다.' })).toHaveAttribute(
    'aria-busy',
    'true',
  );

  await act(async () => arrive({ default: () => <h1>도착</h1> }));
  expect(await screen.findByRole('heading', { name: '도착' })).toBeInTheDocument();
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-busy', 'false');
});
