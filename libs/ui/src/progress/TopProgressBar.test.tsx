import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { TopProgressBar } from './TopProgressBar';

afterEach(() => {
  jest.useRealTimers();
});

test('is in the document while active, then completes and goes away', () => {
  jest.useFakeTimers();
  const { rerender } = render(<TopProgressBar active={false} />);
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

  rerender(<TopProgressBar active />);
  expect(screen.getByRole('progressbar')).toBeInTheDocument();

  rerender(<TopProgressBar active={false} />);
  expect(screen.getByRole('progressbar').firstElementChild).toHaveStyle({ transform: 'scaleX(1)' });
  act(() => jest.advanceTimersByTime(600));
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});
