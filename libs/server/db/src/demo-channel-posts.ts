import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from './database';
import { boardComments, boardPosts, channelNotices, channels, members } from './schema/index';

/** DEMO_ACCOUNTS.viewer of demo-seed (which imports this file, so the ID is repeated here). */
const DEMO_VIEWER_LOGIN_ID = 'demoviewer';

/** Demo notices and board posts, by the login ID of the channel's owner. No images, so no files are needed. */
const DEMO_CHANNEL_POSTS: Record<
  string,
  {
    notices: { title: string; content: string; important: boolean }[];
    posts: { title: string; content: string; category: number }[];
  }
> = {
  demobj01: {
    notices: [
      { title: '방송 시간 안내', content: '매주 월·수·금 저녁 8시에 생방송으로 찾아뵙습니다.', important: true },
      {
        title: '채널 게시판 오픈',
        content: '게시판이 열렸어요. 방송 후기와 질문을 자유롭게 남겨주세요.',
        important: false,
      },
    ],
    posts: [
      {
        title: '오늘 방송 정말 재밌었어요',
        content: '신규 기능 소개 잘 봤습니다. 다음 방송도 기대할게요!',
        category: 4,
      },
      { title: '다음 방송은 언제인가요?', content: '이번 주 금요일에도 방송하시나요?', category: 3 },
    ],
  },
  demobj02: {
    notices: [{ title: '랭크 도전 일정', content: '이번 시즌 목표는 다이아! 매일 밤 9시에 만나요.', important: true }],
    posts: [{ title: '민지님 화이팅', content: '랭크 올리기 응원합니다!', category: 1 }],
  },
};

/** Seeds the demo channels' notices, board posts and a comment; once, with the rest of the demo data. */
export async function seedDemoChannelPosts(db: Database) {
  const owners = await db
    .select({ loginId: members.loginId, memberId: members.memberId, channelId: channels.channelId })
    .from(channels)
    .innerJoin(members, eq(members.memberId, channels.ownerMemberId))
    .where(inArray(members.loginId, Object.keys(DEMO_CHANNEL_POSTS)));
  const [viewer] = await db
    .select({ memberId: members.memberId })
    .from(members)
    .where(and(eq(members.brand, 'onair'), eq(members.loginId, DEMO_VIEWER_LOGIN_ID)));
  await db.transaction(async (tx) => {
    for (const owner of owners) {
      const demo = DEMO_CHANNEL_POSTS[owner.loginId];
      if (!demo) continue;
      const { notices, posts } = demo;
      await tx
        .insert(channelNotices)
        .values(notices.map((notice) => ({ ...notice, channelId: owner.channelId, authorMemberId: owner.memberId })));
      if (!viewer) continue;
      const written = await tx
        .insert(boardPosts)
        .values(
          posts.map((post) => ({
            ...post,
            channelId: owner.channelId,
            authorMemberId: viewer.memberId,
            commentCount: 1,
          })),
        )
        .returning({ boardId: boardPosts.boardId });
      await tx
        .insert(boardComments)
        .values(
          written.map(({ boardId }) => ({ boardId, authorMemberId: owner.memberId, content: '남겨주셔서 고마워요!' })),
        );
    }
  });
}
