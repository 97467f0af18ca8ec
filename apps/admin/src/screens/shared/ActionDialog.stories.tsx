import type { Meta, StoryObj } from '@storybook/react-vite';
import { ActionDialog } from './ActionDialog';

const meta = {
  title: 'Console/ActionDialog',
  component: ActionDialog,
  args: {
    formId: 'story-action',
    title: 'kimviewer 차단',
    lead: '바로 로그아웃되고 기간이 끝날 때까지 로그인할 수 없습니다.',
    summary: 'kimviewer 회원을 7일 동안 차단합니다.',
    actionLabel: '차단',
    danger: true,
    onSubmit: () => Promise.resolve('해제할 제재가 없습니다.'),
    onClose: () => undefined,
  },
} satisfies Meta<typeof ActionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type a reason and press 다음 for the confirm step; the action then shows a refusal. */
export const Destructive: Story = {};
export const Gentle: Story = {
  args: {
    title: '민트방송 방송 정지 해제',
    lead: '채널이 다시 방송할 수 있게 됩니다.',
    summary: '민트방송 채널의 방송 정지를 해제합니다.',
    actionLabel: '정지 해제',
    danger: false,
  },
};
