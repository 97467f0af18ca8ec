import { jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';

afterEach(() => {
  jest.useRealTimers();
});

test('two clicks within 500 ms fire once; a click after 500 ms fires again', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const onClick = jest.fn();
  render(<Button onClick={onClick}>후원하기</Button>);
  const button = screen.getByRole('button', { name: '후원하기' });

  await user.click(button);
  act(() => jest.advanceTimersByTime(300));
  await user.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);

  act(() => jest.advanceTimersByTime(250));
  await user.click(button);
  expect(onClick).toHaveBeenCalledTimes(2);
});

test('a double click on a submit button submits the form once', () => {
  const onSubmit = jest.fn((event: SubmitEvent) => event.preventDefault());
  render(
    <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
      <Button type="submit">로그인</Button>
    </form>,
  );
  const button = screen.getByRole('button', { name: '로그인' });
  fireEvent.click(button);
  fireEvent.click(button);
  expect(onSubmit).toHaveBeenCalledTimes(1);
});

test('a loading button is disabled, busy and shows a spinner', async () => {
  const onClick = jest.fn();
  render(
    <Button loading onClick={onClick}>
      저장
    </Button>,
  );
  const button = screen.getByRole('button', { name: '저장' });
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(button.querySelector('[data-spinner]')).toBeInTheDocument();
  await userEvent.click(button);
  expect(onClick).not.toHaveBeenCalled();
});

test('defaults to type="button" so it never submits a form by accident', () => {
  render(<Button>취소</Button>);
  expect(screen.getByRole('button', { name: '취소' })).toHaveAttribute('type', 'button');
});
