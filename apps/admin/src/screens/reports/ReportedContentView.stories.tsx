import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReportedContentView } from './ReportedContentView';

const author = { memberId: 9, nickname: '광고주' };

const meta = {
  title: 'Console/ReportedContentView',
  component: ReportedContentView,
  args: {
    content: {
      kind: 'board',
      boardId: 4,
      channelId: 5,
      title: '광고 글',
      content: '싸게 팝니다. 링크를 눌러주세요.',
      author,
      hidden: false,
      deleted: false,
      createdAt: '2026-12-06T00:00:00.000Z',
    },
  },
} satisfies Meta<typeof ReportedContentView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Post: Story = {};
export const HiddenComment: Story = {
  args: {
    content: {
      kind: 'comment',
      commentId: 8,
      boardId: 4,
      postTitle: '오늘 방송 후기',
      content: '욕설이 담긴 댓글',
      author,
      hidden: true,
      deleted: false,
      createdAt: '2026-12-06T00:00:00.000Z',
    },
  },
};
export const DirectMessage: Story = {
  args: {
    content: {
      kind: 'message',
      msgId: 3,
      sender: null,
      recipient: { memberId: 7, nickname: '신고자' },
      content: '불쾌한 쪽지',
      createdAt: '2026-12-06T00:00:00.000Z',
    },
  },
};
export const Gone: Story = { args: { content: { kind: 'gone' } } };
