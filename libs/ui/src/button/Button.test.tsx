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

test('a disabled button of any variant reads muted text on the page colour, not its colours faded', () => {
  render(
    <>
      <Button disabled>출금 신청</Button>
      <Button variant="danger" disabled>
        탈퇴
      </Button>
    </>,
  );
  for (const name of ['출금 신청', '탈퇴']) {
    const button = screen.getByRole('button', { name });
    expect(button).toBeDisabled();
    // text-muted on bg is a pair theme/contrast.test.ts holds at 4.5:1 in every theme.
    expect(button).toHaveClass('disabled:bg-bg', 'disabled:text-muted');
    expect(button.className).not.toMatch(/opacity/);
  }
});

test('a disabled ghost button keeps no box: only its text is muted', () => {
  render(
    <Button variant="ghost" disabled>
      나중에
    </Button>,
  );
  const button = screen.getByRole('button', { name: '나중에' });
  expect(button).toHaveClass('disabled:text-muted');
  expect(button.className).not.toMatch(/disabled:bg-|opacity/);
});

test('a loading button keeps its colours (its spinner says it is busy)', () => {
  render(<Button loading>저장</Button>);
  expect(screen.getByRole('button', { name: '저장' }).className).not.toMatch(/disabled:bg-bg|opacity/);
});
