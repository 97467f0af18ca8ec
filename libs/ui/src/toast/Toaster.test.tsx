import { act, render, screen } from '@testing-library/react';
import { notify } from './notify';
import { prepareToastsForTests } from '../testing/toasts-in-tests';
import { Toaster } from './Toaster';

prepareToastsForTests();

test('notify shows success, error and info messages in the Toaster', () => {
  render(<Toaster />);
  act(() => {
    notify.success('후원이 완료되었습니다.');
    notify.error('결제에 실패했습니다.');
    notify.info('방송이 곧 시작됩니다.');
  });
  // At once, the first toast included: the toaster that draws nothing until then comes with it.
  expect(screen.getByText('후원이 완료되었습니다.')).toBeInTheDocument();
  expect(screen.getByText('결제에 실패했습니다.')).toBeInTheDocument();
  expect(screen.getByText('방송이 곧 시작됩니다.')).toBeInTheDocument();
});

test('toasts start below the sticky site header, not over its bell and menu', () => {
  render(<Toaster />);
  act(() => {
    notify.info('새 쪽지가 도착했습니다.');
  });
  const container = screen.getByText('새 쪽지가 도착했습니다.').closest<HTMLElement>('div[style*="position: fixed"]');
  expect(container?.style.top).toBe('calc(var(--onair-site-header-height) + 0.5rem)');
});
