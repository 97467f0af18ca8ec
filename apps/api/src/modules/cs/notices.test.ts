import { csNotices } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { startCsApi, type CsApi } from './testing/cs-test-kit';

describe.each(testDatabaseTargets('pglite'))('cs notices, development notes and guides on $name', (target) => {
  let api: CsApi;
  beforeAll(async () => {
    api = await startCsApi(target);
    await api.database.db.insert(csNotices).values([
      { kind: 'notice', brand: 'onair', title: '온에어 전용 공지', content: '온에어만', important: false },
      { kind: 'notice', brand: 'mint', title: '다른 브랜드 공지', content: '다른 브랜드만', important: true },
      { kind: 'develop', brand: 'mint', title: '다른 브랜드 개발 노트', content: 'x', important: false },
    ]);
  });
  afterAll(() => api.close());

  const titles = async (path: string, headers: Record<string, string> = {}) => {
    const { status, body } = await api.call('GET', path, { headers });
    expect(status).toBe(200);
    return { titles: body.items.map((item: { title: string }) => item.title), total: body.total };
  };

  test("notice-list: every brand's and this brand's notices, pinned first, not another brand's, not other kinds", async () => {
    const { titles: list, total } = await titles('/api/cs/notice-list');
    expect(list[0]).toBe('온에어 서비스 오픈 안내');
    expect(list).toContain('온에어 전용 공지');
    expect(list).toContain('정기 점검 안내 (매주 수요일 오전 4시~6시)');
    expect(list).not.toContain('다른 브랜드 공지');
    expect(list).not.toContain('모바일 채팅 속도 개선');
    expect(total).toBe(list.length);
    const mint = await titles('/api/cs/notice-list', { 'x-site-code': 'mint' });
    expect(mint.titles).toContain('다른 브랜드 공지');
    expect(mint.titles).not.toContain('온에어 전용 공지');
    // Each brand opens under its own name.
    expect(mint.titles).toContain('민트라이브 서비스 오픈 안내');
    expect(mint.titles).not.toContain('온에어 서비스 오픈 안내');
  });

  test('develop-notice-list and guide-list: their own kind, pinned first, paged', async () => {
    expect((await titles('/api/cs/develop-notice-list')).titles).toEqual(['1:1 문의에 파일 첨부 기능이 추가되었습니다', '모바일 채팅 속도 개선']);
    const guides = await api.call('GET', '/api/cs/guide-list?size=2&page=1');
    expect(guides.body).toMatchObject({ page: 1, size: 2, total: 3, items: [{ title: '러브 선물하기 방법', important: true }, {}] });
    // In the brand's own currency and words, and without a top-up where the brand sells none.
    const bellcast = await api.call('GET', '/api/cs/guide-list?size=10&page=1', { headers: { 'x-site-code': 'bellcast' } });
    expect(bellcast.body.items[0]).toMatchObject({
      title: '벨 선물하기 방법',
      content: '방송 화면의 선물 버튼을 누르면 호스트에게 벨 선물을 보낼 수 있습니다.',
    });
    expect((await api.call('GET', '/api/cs/guide-list?size=0')).status).toBe(400);
  });
});
