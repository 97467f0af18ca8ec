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
