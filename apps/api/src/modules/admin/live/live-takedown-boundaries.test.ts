import { ADMIN_MESSAGES, CHANNEL_MESSAGES } from '@onair/contracts';
import { testDatabaseTargets } from '@onair/db/testing';
import { consoleHeaders, newStaff, signIn, startConsoleApi, type ConsoleApi } from '../testing/console-kit';
import { liveDesk } from '../testing/live-desk';
import { auditOfChannel, newStreamer } from '../testing/live-kit';

// Who may not take a channel down: another brand's moderator, other roles, members, visitors, odd ids.
describe.each(testDatabaseTargets())('live takedown boundaries on $name', (target) => {
  let api: ConsoleApi;
  let desk: ReturnType<typeof liveDesk>;
  let moderator: string;
  let mintModerator: string;

  beforeAll(async () => {
    api = await startConsoleApi(target);
    desk = liveDesk(api);
    moderator = await signIn(api, await newStaff(api, 'moderator', ['onair']));
    mintModerator = await signIn(api, await newStaff(api, 'moderator', ['mint']));
  });
  afterAll(() => api.close());

  describe('boundaries', () => {
    test("a mint-only moderator cannot end, revoke, suspend or lift an onair channel, on either brand's site", async () => {
      const streamer = await newStreamer(api);
      await desk.goLive(streamer);
      for (const action of ['end', 'revoke-key', 'suspend', 'lift']) {
        const onOnair = await desk.act(mintModerator, action, streamer.channelId);
        expect(onOnair.status).toBe(403);
        expect(onOnair.body.message).toBe(ADMIN_MESSAGES.brandRefused);
        // On mint's own site the onair channel is unknown, as one that does not exist.
        const onMint = await desk.act(mintModerator, action, streamer.channelId, { reason: '타 브랜드' }, 'mint');
        const missing = await desk.act(mintModerator, action, 2_000_000_000, { reason: '없는 채널' }, 'mint');
        expect({ status: onMint.status, body: onMint.body }).toEqual({ status: missing.status, body: missing.body });
        expect(onMint.status).toBe(404);
        expect(onMint.body).toMatchObject({ key: 'channel.notFound', message: CHANNEL_MESSAGES.notFound });
      }
      expect(await desk.isLive(streamer.channelId)).toBe(true);
      expect((await desk.streamKeyInfo(streamer)).takedown).toBeNull();
      expect(await auditOfChannel(api, streamer.channelId)).toEqual([]);
    });

    test('support, finance and content staff, a member and a visitor are refused', async () => {
      const streamer = await newStreamer(api);
      await desk.goLive(streamer);
      for (const role of ['support', 'finance', 'content'] as const) {
        const cookie = await signIn(api, await newStaff(api, role));
        const answer = await desk.act(cookie, 'end', streamer.channelId);
        expect(answer.status).toBe(403);
        expect(answer.body.message).toBe(ADMIN_MESSAGES.roleRefused);
      }
      const asMember = await api.call('POST', `/api/admin/live/channels/${streamer.channelId}/end`, {
        headers: streamer.headers,
        body: { reason: '본인 종료' },
      });
      expect(asMember.status).toBe(401);
      expect((await api.call('GET', '/api/admin/live/channels')).status).toBe(401);
      expect(await desk.isLive(streamer.channelId)).toBe(true);
    });

    test('odd ids answer 400 or 404, never 5xx', async () => {
      for (const id of ['0', '-1', 'abc', '99999999999', '2147483648', '1.5']) {
        const answer = await api.call('POST', `/api/admin/live/channels/${id}/end`, {
          headers: consoleHeaders(moderator, 'onair'),
          body: { reason: '확인' },
        });
        expect({ id, ok: [400, 404].includes(answer.status) }).toEqual({ id, ok: true });
      }
    });
  });
});
