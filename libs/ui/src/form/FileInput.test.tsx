import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileInput } from './FileInput';

function Field(props: { onFile?: (name: string) => void; disabled?: boolean }) {
  return (
    <>
      <label htmlFor="banner">배너 이미지</label>
      <FileInput
        id="banner"
        buttonText="파일 선택"
        statusText="선택된 파일 없음"
        disabled={props.disabled}
        onChange={(event) => props.onFile?.(event.target.files?.[0]?.name ?? '')}
      />
    </>
  );
}

test("the page's own words, not the browser's: one field, named by its label and ours, out of sight", () => {
  render(<Field />);
  const input = screen.getByLabelText('배너 이미지');
  expect(input).toHaveAttribute('type', 'file');
  expect(input).toHaveClass('sr-only');
  expect(input).toHaveAccessibleDescription('선택된 파일 없음');
  expect(screen.getByLabelText('파일 선택')).toBe(input);
  expect(screen.getByText('파일 선택')).toBeVisible();
});

test('clicking our button opens the chooser, and a chosen file reaches the form', async () => {
  const user = userEvent.setup();
  const onFile = jest.fn();
  render(<Field onFile={onFile} />);
  const input = screen.getByLabelText<HTMLInputElement>('배너 이미지');
  const opened = jest.fn();
  input.addEventListener('click', opened);
  await user.click(screen.getByText('파일 선택'));
  expect(opened).toHaveBeenCalledTimes(1);
  await user.upload(input, new File(['png'], 'banner.png', { type: 'image/png' }));
  expect(onFile).toHaveBeenCalledWith('banner.png');
});

test('the keyboard reaches the field itself (our button only draws its focus)', async () => {
  const user = userEvent.setup();
  render(<Field />);
  await user.tab();
  expect(screen.getByLabelText('배너 이미지')).toHaveFocus();
});

test('a disabled picker cannot be used', async () => {
  const user = userEvent.setup();
  const onFile = jest.fn();
  render(<Field disabled onFile={onFile} />);
  const input = screen.getByLabelText<HTMLInputElement>('배너 이미지');
  expect(input).toBeDisabled();
  await user.upload(input, new File(['png'], 'banner.png', { type: 'image/png' }));
  expect(onFile).not.toHaveBeenCalled();
});
