import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChatContext } from './ChatContext';

const line = (seq: number, nickname: string, text: string, reported = false) => ({
  seq,
  memberId: seq,
  nickname,
  kind: 'chat',
  text,
  createdAt: '2026-12-06T01:00:00.000Z',
  reported,
});

const meta = {
  title: 'Console/ChatContext',
  component: ChatContext,
  args: {
    channelName: '밤샘 방송',
    lines: [
      line(10, '시청자1', '안녕하세요'),
      line(11, '시청자2', 'ㅋㅋㅋ 오늘 재밌네요'),
      line(12, '욕설러', '신고될 만한 나쁜 말', true),
      line(13, '시청자1', '그러지 마세요'),
    ],
  },
} satisfies Meta<typeof ChatContext>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReportedLineMarked: Story = {};
export const NoLinesKept: Story = { args: { lines: [] } };
