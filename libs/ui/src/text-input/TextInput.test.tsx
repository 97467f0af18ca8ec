import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextInput } from './TextInput';

test('an error is announced: the input is invalid and described by the message', () => {
  render(<TextInput label="아이디" error="아이디는 6자 이상이어야 합니다." hint="6~15자" />);
  const input = screen.getByRole('textbox', { name: '아이디' });
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(/아이디는 6자 이상이어야 합니다\./);
  expect(screen.getByRole('alert')).toHaveTextContent('아이디는 6자 이상이어야 합니다.');
});

test('without an error it is valid and described by the hint only', () => {
  render(<TextInput label="닉네임" hint="2~10자" />);
  const input = screen.getByRole('textbox', { name: '닉네임' });
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(input).toHaveAccessibleDescription('2~10자');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('forwards its ref and passes native props through, keeping what the user types as is', async () => {
  const ref = createRef<HTMLInputElement>();
  render(<TextInput ref={ref} label="닉네임" name="nickname" maxLength={10} />);
  const input = screen.getByRole('textbox', { name: '닉네임' });
  expect(ref.current).toBe(input);
  expect(input).toHaveAttribute('name', 'nickname');
  expect(input).toHaveAttribute('maxLength', '10');
  await userEvent.type(input, 'a b c');
  expect(input).toHaveValue('a b c');
});
