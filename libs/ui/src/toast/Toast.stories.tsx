import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button';
import { notify } from './notify';
import { Toaster } from './Toaster';

function ToastDemo() {
  return (
    <div className="flex flex-wrap gap-3">
      <Toaster />
      <Button onClick={() => notify.success('후원이 완료되었습니다.')}>성공</Button>
      <Button variant="danger" onClick={() => notify.error('결제에 실패했습니다.')}>
        실패
      </Button>
      <Button variant="secondary" onClick={() => notify.info('방송이 곧 시작됩니다.')}>
        안내
      </Button>
    </div>
  );
}

const meta = { title: 'UI/Toast', component: ToastDemo } satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Fires one of each on load, so the toasts can be seen without clicking. */
export const Showcase: Story = {
  render: () => <ToastDemo />,
  play: () => {
    notify.dismiss();
    notify.success('후원이 완료되었습니다.', { id: 'demo-success', duration: Infinity });
    notify.error('결제에 실패했습니다.', { id: 'demo-error', duration: Infinity });
    notify.info('방송이 곧 시작됩니다.', { id: 'demo-info', duration: Infinity });
  },
};
