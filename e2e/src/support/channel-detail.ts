// A channel as its live page asks the API for it, and the wait for a spec's own broadcast to go live.
import type { APIRequestContext } from '@playwright/test';
import type { BrandCode, ChannelDetail } from '@onair/contracts';
import { expect } from './fixtures';
import type { TestStream } from './test-stream';

export async function channelDetail(request: APIRequestContext, brand: BrandCode, channelId: number) {
  const answer = await request.get(`/api/guest/channel/${channelId}`, { headers: { 'x-site-code': brand } });
  return (await answer.json()) as ChannelDetail;
}

/** The API says the channel is live within 10 s of ffmpeg starting, or the failure quotes ffmpeg. */
export async function expectGoesLive(
  request: APIRequestContext,
  brand: BrandCode,
  channelId: number,
  stream: TestStream,
) {
  await expect
    .poll(async () => (await channelDetail(request, brand, channelId)).isLive, {
      message: `the channel goes live (ffmpeg: ${stream.output() || 'no output'})`,
      timeout: 10_000,
    })
    .toBe(true);
}
