import { callApi } from '../../testing/test-api';
import { CLUSTER_SKIP_REASON, insertMember, openSharedDatabase, startChatNode, type ChatNode } from '../../modules/chat/testing/chat-cluster-kit';
import { DEFAULT_WRITE_LIMITS } from './write-limits';

const describeCluster = CLUSTER_SKIP_REASON ? describe.skip : describe;
if (CLUSTER_SKIP_REASON) console.warn(CLUSTER_SKIP_REASON);

describeCluster('write limits on two nodes sharing Redis', () => {
  let shared: Awaited<ReturnType<typeof openSharedDatabase>>;
  let nodes: ChatNode[] = [];

  beforeAll(async () => {
    shared = await openSharedDatabase();
    nodes = await Promise.all([startChatNode(shared.url), startChatNode(shared.url)]);
  });
  afterAll(async () => {
    await Promise.allSettled(nodes.map((node) => node.close()));
    await shared?.close();
  });

  test('a burst spread over both nodes is counted once: the member is refused on either', async () => {
    const streamer = await insertMember(shared.admin, { channel: true });
    const eager = await insertMember(shared.admin);
    const follow = (node: ChatNode) =>
      callApi(node.url, 'POST', '/api/my/follows', { body: { channelId: streamer.channelId }, headers: eager.headers });
    const budget = DEFAULT_WRITE_LIMITS.follows.perMember ?? 0;
    for (let index = 0; index < budget; index++) expect((await follow(nodes[index % 2] as ChatNode)).status).toBe(200);
    for (const node of nodes) {
      const refused = await follow(node);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });
});
