import { jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { useGuardedSubmit } from './use-guarded-submit';

type Values = { nickname: string };
type Send = (values: Values) => Promise<void>;

function NicknameForm({ onSend, debounceMs }: { onSend: Send; debounceMs?: number }) {
  const form = useForm<Values>({ defaultValues: { nickname: '' } });
  const { submit, pending } = useGuardedSubmit(form.handleSubmit, onSend, { debounceMs });
  return (
    <form onSubmit={submit} aria-label="닉네임 변경" aria-busy={pending}>
      <label>
        닉네임
        <input {...form.register('nickname', { required: '닉네임을 입력해주세요.' })} />
      </label>
      {form.formState.errors.nickname && <p role="alert">{form.formState.errors.nickname.message}</p>}
      <button type="submit">저장</button>
    </form>
  );
}

/** Lets the validation and the handler's promises run. */
const settle = () => act(() => Promise.resolve());

function typeNickname(value: string) {
  fireEvent.change(screen.getByRole('textbox', { name: '닉네임' }), { target: { value } });
}

afterEach(() => jest.useRealTimers());

test('a submit while the last one is still with the server is dropped', async () => {
  let answer: (() => void) | undefined;
  const onSend = jest.fn<Send>(() => new Promise<void>((resolve) => (answer = resolve)));
  render(<NicknameForm onSend={onSend} />);
  typeNickname('별빛');
  const form = screen.getByRole('form', { name: '닉네임 변경' });
  fireEvent.submit(form);
  await settle();
  fireEvent.submit(form);
  await settle();
  expect(onSend).toHaveBeenCalledTimes(1);
  await act(async () => answer?.());
  fireEvent.submit(form);
  await settle();
  expect(onSend).toHaveBeenCalledTimes(2);
});

test('with a debounce, only the last of quick submits is sent, that long after it', async () => {
  jest.useFakeTimers();
  const onSend = jest.fn<Send>(() => Promise.resolve());
  render(<NicknameForm onSend={onSend} debounceMs={1000} />);
  typeNickname('별빛');
  const form = screen.getByRole('form', { name: '닉네임 변경' });
  fireEvent.submit(form);
  expect(form).toHaveAttribute('aria-busy', 'true');
  act(() => jest.advanceTimersByTime(600));
  fireEvent.submit(form);
  act(() => jest.advanceTimersByTime(999));
  expect(onSend).not.toHaveBeenCalled();
  await act(async () => jest.advanceTimersByTime(1));
  expect(onSend).toHaveBeenCalledTimes(1);
  expect(onSend.mock.calls[0]?.[0]).toEqual({ nickname: '별빛' });
  expect(form).toHaveAttribute('aria-busy', 'false');
});

test('invalid values are not sent, and the message shows', async () => {
  const onSend = jest.fn<Send>(() => Promise.resolve());
  render(<NicknameForm onSend={onSend} />);
  fireEvent.submit(screen.getByRole('form', { name: '닉네임 변경' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('닉네임을 입력해주세요.');
  expect(onSend).not.toHaveBeenCalled();
});
