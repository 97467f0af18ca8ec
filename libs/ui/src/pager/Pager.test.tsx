import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager } from './Pager';

const text = { label: '페이지 이동', previousText: '이전', nextText: '다음' };

test('turns to the next and previous page, each button off at its end', async () => {
  const onPage = jest.fn();
  const { rerender } = render(<Pager page={1} size={10} total={25} onPage={onPage} {...text} />);
  const nav = screen.getByRole('navigation', { name: '페이지 이동' });
  expect(nav).toHaveTextContent('1 / 3');
  expect(screen.getByRole('button', { name: '이전' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: '다음' }));
  expect(onPage).toHaveBeenCalledWith(2);

  rerender(<Pager page={3} size={10} total={25} onPage={onPage} {...text} />);
  expect(screen.getByRole('button', { name: '다음' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: '이전' }));
  expect(onPage).toHaveBeenLastCalledWith(2);
});

test('is not drawn when everything fits on one page', () => {
  render(<Pager page={1} size={10} total={10} onPage={() => undefined} {...text} />);
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});
