import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './Spinner';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the current text colour: it follows whatever it sits in. */
export const InText: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <p className="flex items-center gap-2 text-text">
        <Spinner /> 불러오는 중
      </p>
      <p className="flex items-center gap-2 text-muted">
        <Spinner /> 보조 텍스트
      </p>
      <p className="flex items-center gap-2 text-accent">
        <Spinner className="size-6" /> 강조 색 (size-6)
      </p>
    </div>
  ),
};
