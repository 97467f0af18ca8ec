import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider, useNavigate } from 'react-router';
import { ScrollToTopOnNavigate } from './ScrollToTopOnNavigate';

function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      뒤로
    </button>
  );
}

function renderPages() {
  const router = createMemoryRouter([
    {
      element: (
        <>
          <ScrollToTopOnNavigate />
          <Outlet />
        </>
      ),
      children: [
        {
          index: true,
          element: (
            <>
              <Link to="/channel/5">채널로</Link>
              <Link to="/?page=2">다음 쪽</Link>
              <Link to="/#bottom">아래로</Link>
            </>
          ),
        },
        { path: 'channel/5', element: <Back /> },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
}

const scrollTo = jest.fn();
const originalScrollTo = window.scrollTo;
beforeEach(() => {
  scrollTo.mockClear();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});
afterEach(() => {
  window.scrollTo = originalScrollTo;
});

test('a link to another page opens it at its top; back is left to the browser', async () => {
  renderPages();
  expect(scrollTo).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('link', { name: '채널로' }));
  expect(scrollTo).toHaveBeenCalledTimes(1);
  expect(scrollTo).toHaveBeenCalledWith(0, 0);

  await userEvent.click(await screen.findByRole('button', { name: '뒤로' }));
  expect(await screen.findByRole('link', { name: '채널로' })).toBeInTheDocument();
  expect(scrollTo).toHaveBeenCalledTimes(1);
});

test('the same page with another query, or an anchor on it, keeps its scroll', async () => {
  renderPages();
  await userEvent.click(screen.getByRole('link', { name: '다음 쪽' }));
  await userEvent.click(screen.getByRole('link', { name: '아래로' }));
  expect(scrollTo).not.toHaveBeenCalled();
});
