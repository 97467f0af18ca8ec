import type { Meta, StoryObj } from '@storybook/react-vite';
import { DecisionDialog } from './DecisionDialog';

const meta = {
  title: 'Console/DecisionDialog',
  component: DecisionDialog,
  args: {
    title: '신고 #31 기각',
    confirmLabel: '기각',
    reason: 'required',
    onConfirm: async (): Promise<string | null> => '이미 처리가 끝난 신고입니다.',
    onClose: () => undefined,
  },
} satisfies Meta<typeof DecisionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReasonRequired: Story = {};
export const Danger: Story = {
  args: {
    title: '신고된 콘텐츠 숨김',
    lead: '게시글이나 댓글이 회원에게 보이지 않게 되고 신고는 조치 완료(콘텐츠 숨김)로 처리됩니다.',
    confirmLabel: '콘텐츠 숨김',
    variant: 'danger',
  },
};
export const ReasonOptional: Story = {
  args: { title: '스트리머님의 계좌 변경 승인', confirmLabel: '승인', reason: 'optional', onConfirm: async () => null },
};
