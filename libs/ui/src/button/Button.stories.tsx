import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: '방송 시작하기', variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Loading: Story = { args: { loading: true, children: '저장 중' } };

export const FullWidth: Story = { args: { fullWidth: true, size: 'lg', children: '로그인' } };

export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <div key={size} className="flex flex-wrap items-center gap-3">
          <Button size={size}>후원하기</Button>
          <Button size={size} variant="secondary">
            팔로우
          </Button>
          <Button size={size} variant="ghost">
            취소
          </Button>
          <Button size={size} variant="danger">
            탈퇴
          </Button>
        </div>
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <Button loading>결제 중</Button>
        <Button disabled variant="secondary">
          비활성
        </Button>
      </div>
    </div>
  ),
};
