import { jest } from '@jest/globals';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from './Dialog';

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        열기
      </button>
      <Dialog open={open} onClose={close} title="로그인" showCloseButton footer={<button type="button">확인</button>}>
        <input aria-label="아이디" />
      </Dialog>
    </>
  );
}

test('is a modal dialog labelled by its title, rendered in document.body with focus inside', async () => {
  const { container } = render(<Harness />);
  await userEvent.click(screen.getByRole('button', { name: '열기' }));
  const dialog = screen.getByRole('dialog', { name: '로그인' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(container).not.toContainElement(dialog);
  expect(document.body).toContainElement(dialog);
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
});

test('closes on Escape and gives focus back to the opener', async () => {
  const onClose = jest.fn();
  render(<Harness onClose={onClose} />);
  const opener = screen.getByRole('button', { name: '열기' });
  await userEvent.click(opener);
  await userEvent.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test('closes on the backdrop and on the close icon, not on a click inside', async () => {
  const onClose = jest.fn();
  render(<Harness onClose={onClose} />);
  await userEvent.click(screen.getByRole('button', { name: '열기' }));
  await userEvent.click(screen.getByRole('textbox', { name: '아이디' }));
  expect(onClose).not.toHaveBeenCalled();

  const backdrop = document.querySelector<HTMLElement>('[data-dialog-backdrop]');
  if (!backdrop) throw new Error('no backdrop');
  await userEvent.click(backdrop);
  expect(onClose).toHaveBeenCalledTimes(1);

  await userEvent.click(screen.getByRole('button', { name: '열기' }));
  await userEvent.click(screen.getByRole('button', { name: '닫기' }));
  expect(onClose).toHaveBeenCalledTimes(2);
});

test('Tab stays inside the dialog', async () => {
  render(<Harness />);
  await userEvent.click(screen.getByRole('button', { name: '열기' }));
  const dialog = screen.getByRole('dialog');
  for (let i = 0; i < 5; i += 1) {
    await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
});

test('with closeOnBackdrop off, a backdrop click keeps it open and focus inside', async () => {
  const onClose = jest.fn();
  render(
    <Dialog open onClose={onClose} title="약관" closeOnBackdrop={false}>
      <button type="button">동의</button>
    </Dialog>,
  );
  const backdrop = document.querySelector<HTMLElement>('[data-dialog-backdrop]');
  if (!backdrop) throw new Error('no backdrop');
  await userEvent.click(backdrop);
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByRole('dialog', { name: '약관' })).toContainElement(document.activeElement as HTMLElement);
  await userEvent.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);
});

/** A dialog whose only button is replaced by a message when pressed, as a form turns into its result. */
function SwappingHarness({ onClose }: { onClose: () => void }) {
  const [done, setDone] = useState(false);
  return (
    <Dialog open onClose={onClose} title="가입">
      {done ? (
        <p>
          완료되었습니다. <a href="/next">다음</a>
        </p>
      ) : (
        <button type="button" onClick={() => setDone(true)}>
          가입하기
        </button>
      )}
    </Dialog>
  );
}

test('still closes on Escape after the focused button is replaced and focus fell to the page', async () => {
  const onClose = jest.fn();
  render(<SwappingHarness onClose={onClose} />);
  await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
  expect(screen.getByText(/완료되었습니다/)).toBeInTheDocument();
  expect(document.activeElement).toBe(document.body);
  await userEvent.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('Tab after focus fell to the page moves into the dialog, not the page behind it', async () => {
  render(
    <>
      <button type="button">뒤쪽 버튼</button>
      <SwappingHarness onClose={() => undefined} />
    </>,
  );
  await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
  await userEvent.tab();
  expect(screen.getByRole('dialog', { name: '가입' })).toContainElement(document.activeElement as HTMLElement);
});

// jsdom lays nothing out: the 40 px a thumb needs (28 px measured in Chromium before) is held by the classes.
test('the close icon is a 40 px target', async () => {
  render(<Harness />);
  await userEvent.click(screen.getByRole('button', { name: '열기' }));
  expect(screen.getByRole('button', { name: '닫기' })).toHaveClass('size-10');
});
