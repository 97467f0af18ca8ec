import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button';
import { PageFrame } from './PageFrame';
import { Panel } from './Panel';

const meta = {
  title: 'UI/PageFrame',
  component: PageFrame,
  args: {
    title: '마이페이지',
    lead: '내 정보와 활동을 확인합니다.',
    children: <Panel title="최근 시청">-</Panel>,
  },
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithActions: Story = { args: { actions: <Button size="sm">글쓰기</Button> } };
