import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusTabs } from './StatusTabs';

const LABELS: Record<string, string> = { received: '접수', reviewing: '검토 중', actioned: '조치 완료', dismissed: '기각' };

const meta = {
  title: 'Console/StatusTabs',
  component: StatusTabs,
  args: {
    label: '신고 상태',
    statuses: ['received', 'reviewing', 'actioned', 'dismissed'],
    selected: 'received',
    onSelect: () => undefined,
    labelOf: (status: string) => LABELS[status] ?? status,
  },
} satisfies Meta<typeof StatusTabs<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Received: Story = {};
export const Dismissed: Story = { args: { selected: 'dismissed' } };
