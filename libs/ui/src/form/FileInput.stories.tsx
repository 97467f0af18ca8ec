import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileInput } from './FileInput';

const meta = {
  title: 'UI/FileInput',
  component: FileInput,
  args: { buttonText: '파일 선택', statusText: '선택된 파일 없음', accept: 'image/png,image/jpeg' },
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Chosen: Story = { args: { statusText: 'banner.png' } };

export const Disabled: Story = { args: { disabled: true } };
