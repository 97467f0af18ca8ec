import { screen } from '@testing-library/react';
import type { BrandCode, Locale } from '@onair/contracts';
import type { FakeRoute } from '@onair/store/testing';
import { OWNER } from '../../testing/members';
import { answer, renderChannel } from '../../testing/render-channel';
import { studioRoutes } from '../studio-routes';

/** The live tab's answer while it is not live: the studio opens on it. */
const OFF_AIR = answer({ channelId: 1, isLive: false, viewerCount: 0, liveStartedAt: null, minutes: [], recentEvents: [] });

/** The studio of channel 1's owner, opened on the named tab. */
export async function openStudioTab(
  tab: string,
  api: Record<string, FakeRoute>,
  locale: Locale = 'ko',
  brand: BrandCode = 'onair',
) {
  const rendered = await renderChannel({
    url: '/studio',
    routes: studioRoutes,
    member: OWNER,
    locale,
    brand,
    api: { 'GET /api/my/studio/1/live': OFF_AIR, ...api },
  });
  // The studio's chunk loads lazily: the first render of a run takes a while.
  await rendered.user.click(await screen.findByRole('tab', { name: tab }, { timeout: 5_000 }));
  return rendered;
}
