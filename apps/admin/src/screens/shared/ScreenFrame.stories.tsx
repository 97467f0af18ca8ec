import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Panel } from '@onair/ui';
import { ScreenFrame } from './ScreenFrame';

const meta = {
  title: 'Console/ScreenFrame',
  component: ScreenFrame,
  args: {
    title: '운영자',
    lead: '콘솔 계정을 초대하고 역할과 브랜드를 관리합니다.',
    actions: <Button>운영자 초대</Button>,
    children: <Panel>…</Panel>,
  },
} satisfies Meta<typeof ScreenFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithActions: Story = {};
