import type { APIRequestContext, TestInfo } from '@playwright/test';
import type { BrandCode, IssuedStreamKey, RecordedStreamPage } from '@onair/contracts';
import { newMember, openChannelByApi, signUpByApi } from './accounts';
import { expectGoesLive } from './channel-detail';
import { expect } from './fixtures';
import { startTestStream } from './test-stream';

/** How long the broadcast runs once live: a few 1 s segments. */
const BROADCAST_MS = 4_000;

export type RecordOptions = {
  /** A clip to loop instead of the run's test stream. */
  clip?: string;
  /** How long it runs once live, after duringBroadcast (if any) is done. */
  broadcastMs?: number;
  /** What the test does while the channel is live (say, a chat line on the live page). */
  duringBroadcast?: (channelId: number) => Promise<void>;
};

/**
 * A new streamer (signed up through request, whose session it keeps) broadcasts for a few seconds
 * and stops; answers the channel and its recording once it is filed.
 */
export async function recordBroadcast(
  request: APIRequestContext,
  brand: BrandCode,
  testInfo: TestInfo,
  { clip, broadcastMs = BROADCAST_MS, duringBroadcast }: RecordOptions = {},
) {
  const streamer = newMember(testInfo, 'rp');
  await signUpByApi(request, brand, streamer);
  const channelId = await openChannelByApi(request, brand, `${streamer.nickname}의 방송`);
  const issued = await request.post('/api/my/stream-key', { headers: { 'x-site-code': brand } });
  expect(issued.status()).toBe(200);
  const { rtmpUrl, streamKey } = (await issued.json()) as IssuedStreamKey;
  const stream = startTestStream(rtmpUrl, streamKey, clip);
  try {
    await expectGoesLive(request, brand, channelId, stream);
    await duringBroadcast?.(channelId);
    await new Promise((done) => setTimeout(done, broadcastMs));
    await stream.stop();
  } finally {
    stream.kill();
  }
  let recordedStreamId = 0;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/guest/recorded-stream-list?channelId=${channelId}`, {
          headers: { 'x-site-code': brand },
        });
        recordedStreamId = ((await answer.json()) as RecordedStreamPage).items[0]?.recordedStreamId ?? 0;
        return recordedStreamId;
      },
      { message: 'the broadcast is filed as a recording', timeout: 15_000 },
    )
    .toBeGreaterThan(0);
  return { channelId, recordedStreamId, streamer };
}
